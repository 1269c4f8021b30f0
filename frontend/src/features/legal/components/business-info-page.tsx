import { Link } from 'react-router-dom';
import { company } from '../../../config/company';
import { LegalDocument } from './legal-document';

const ROWS: Array<[string, React.ReactNode]> = [
  ['Company name', company.legalName],
  ['Representative', company.representative],
  ['Business registration number', company.registrationNumber],
  ['Mail-order sales registration number', company.mailOrderNumber],
  ['Address', company.address],
  ['Phone', <a key="phone" href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>],
  ['Customer support', <a key="support" href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>],
  ['Support hours', company.supportHours],
  ['Sales (For School)', <a key="sales" href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>],
  ['Privacy officer', <span key="privacy">{company.privacyOfficer}, <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a></span>],
  ['Hosting provider', company.hostingProvider],
];

/** /business-info — the seller details Korean e-commerce law asks an online shop to publish. */
export function BusinessInfoPage() {
  return (
    <LegalDocument
      title="Business Information"
      updated="1 September 2025"
      intro={<p>Who runs Wordbook and how to reach us. Wordbook is sold online by the company below.</p>}
      sections={[
        {
          id: 'seller',
          title: 'Seller details',
          body: (
            <table className="info-table data-table">
              <caption className="visually-hidden">Business registration details</caption>
              <tbody>
                {ROWS.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ),
        },
        {
          id: 'payments',
          title: 'Payments and refunds',
          body: (
            <p>
              Pro passes are one-time purchases in Korean won, processed by Toss Payments, with no automatic renewal. A first purchase
              can be refunded in full within 14 days. Details are in the <Link to="/terms-of-service">Terms of Service</Link>; our
              handling of personal information is in the <Link to="/privacy-policy">Privacy Policy</Link>.
            </p>
          ),
        },
        {
          id: 'disputes',
          title: 'Complaints and disputes',
          body: (
            <p>
              Write to <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> first; we answer within two working days. If we
              cannot resolve a complaint together, you may apply to the Korea Consumer Agency or the E-Commerce Mediation Committee.
            </p>
          ),
        },
      ]}
    />
  );
}
