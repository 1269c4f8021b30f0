/**
 * The company facts shown in the footer and on the legal pages, kept in one place.
 * Each can be replaced at build time with a VITE_COMPANY_* variable.
 */
const env = import.meta.env;

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const company = {
  productName: 'Wordbook',
  legalName: pick(env.VITE_COMPANY_LEGAL_NAME, 'Wordbook Co., Ltd.'),
  representative: pick(env.VITE_COMPANY_REPRESENTATIVE, 'Minji Kim'),
  registrationNumber: pick(env.VITE_COMPANY_REGISTRATION_NUMBER, '214-88-01234'),
  mailOrderNumber: pick(env.VITE_COMPANY_MAIL_ORDER_NUMBER, '2025-Seoul Gangnam-01234'),
  address: pick(env.VITE_COMPANY_ADDRESS, '12F, 311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea'),
  phone: pick(env.VITE_COMPANY_PHONE, '+82 2-555-0142'),
  supportEmail: pick(env.VITE_COMPANY_SUPPORT_EMAIL, 'support@wordbook.app'),
  salesEmail: pick(env.VITE_COMPANY_SALES_EMAIL, 'sales@wordbook.app'),
  privacyEmail: pick(env.VITE_COMPANY_PRIVACY_EMAIL, 'privacy@wordbook.app'),
  privacyOfficer: pick(env.VITE_COMPANY_PRIVACY_OFFICER, 'Seojun Lee'),
  supportHours: 'Monday to Friday, 10:00–17:00 KST, except Korean public holidays',
  hostingProvider: pick(env.VITE_COMPANY_HOSTING_PROVIDER, 'Amazon Web Services (Seoul region)'),
} as const;
