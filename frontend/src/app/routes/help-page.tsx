import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { company } from '../../config/company';

/** /help: how to reach support. */
export function HelpPage() {
  return (
    <Page title="Help & Support" description="Answers to common questions and the ways to reach our support team." icon="pi pi-question-circle">
      <div className="card-grid">
        <article className="tool-card">
          <span className="icon-badge" aria-hidden="true">
            <i className="pi pi-envelope" />
          </span>
          <h2 className="tool-card__title">Write to us</h2>
          <p className="tool-card__text">
            E-mail <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> from the address of your account and tell us
            what happened. We answer within two working days ({company.supportHours}).
          </p>
        </article>
        <article className="tool-card">
          <span className="icon-badge" aria-hidden="true">
            <i className="pi pi-file" />
          </span>
          <h2 className="tool-card__title">Plans, payments and refunds</h2>
          <p className="tool-card__text">
            How Pro passes, refunds and account deletion work is set out in the <Link to="/terms-of-service">Terms of Service</Link>{' '}
            and the <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </article>
      </div>
    </Page>
  );
}
