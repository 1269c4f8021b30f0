/// <reference types="vite-plugin-pwa/client" />
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_LEGAL_NAME?: string;
  readonly VITE_COMPANY_REPRESENTATIVE?: string;
  readonly VITE_COMPANY_REGISTRATION_NUMBER?: string;
  readonly VITE_COMPANY_MAIL_ORDER_NUMBER?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_PHONE?: string;
  readonly VITE_COMPANY_SUPPORT_EMAIL?: string;
  readonly VITE_COMPANY_SALES_EMAIL?: string;
  readonly VITE_COMPANY_PRIVACY_EMAIL?: string;
  readonly VITE_COMPANY_PRIVACY_OFFICER?: string;
  readonly VITE_COMPANY_HOSTING_PROVIDER?: string;
}
