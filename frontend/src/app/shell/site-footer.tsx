import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/layout/brand-logo';
import { company } from '../../config/company';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>Keep the English words you meet, and remember them for good.</p>
        </div>
        <nav className="site-footer__col" aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              {/* A plain link on purpose: the business information page is loaded outside the router. */}
              <a href="/business-info">Business Information</a>
            </li>
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2 className="site-footer__heading">Contact</h2>
          <ul>
            <li>
              <i className="pi pi-envelope" aria-hidden="true" /> <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </li>
            <li>
              <i className="pi pi-phone" aria-hidden="true" /> <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
            </li>
            <li>
              <i className="pi pi-clock" aria-hidden="true" /> Mon–Fri 10:00–17:00 KST
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__business">
        <p>
          {company.legalName} · Representative: {company.representative} · Business registration no. {company.registrationNumber} ·
          Mail-order sales registration no. {company.mailOrderNumber} · {company.address}
        </p>
        <p>
          © {year} {company.legalName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
