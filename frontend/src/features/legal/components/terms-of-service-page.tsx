import { Link } from 'react-router-dom';
import { company } from '../../../config/company';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are the agreement between you and {company.legalName} (“Wordbook”, “we”) for the use of the Wordbook
          website and app (the “Service”). By creating an account or using the Service you accept them. If you do not agree,
          please do not use the Service.
        </p>
        <p>
          How we handle personal information is explained separately in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 14 years old, or have the consent of a parent or guardian, to create an account.</li>
        <li>Give us accurate information and keep your e-mail address up to date; we use it for verification and important notices.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account until you tell us it was misused.</li>
        <li>One person, one account. Accounts may not be sold, shared or transferred.</li>
        <li>AI features can be used on up to three devices per account.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Free and Pro plans, prices and payment',
    body: (
      <>
        <p>
          The Free plan costs nothing and includes a monthly allowance of AI points that resets on the first day of each month
          (UTC). Unused points do not carry over. Free accounts may show ads.
        </p>
        <p>
          Pro is a one-time pass for 3, 6 or 12 months. Prices are shown on the <Link to="/upgrade">Upgrade</Link> page, are
          charged in Korean won (KRW) and include VAT. A US dollar amount, where shown, is for information and is converted at
          the exchange rate at the time of payment. A pass never renews automatically, and one payment cannot buy more than 12
          months of service. Pro includes nearly unlimited AI use under a fair-use ceiling that protects the Service for
          everyone.
        </p>
        <p>When a Pro pass ends, the account returns to the Free plan the day after its expiry date. Your wordbooks are kept.</p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <ul>
        <li>
          Your first Pro purchase comes with a 14-day full refund guarantee: ask within 14 days of payment and we refund the
          whole amount. The guarantee does not extend the length of the pass.
        </li>
        <li>After those 14 days, or for later purchases, passes are not refundable except where Korean consumer law requires it.</li>
        <li>
          Refunds go back to the original payment method. Request one from <Link to="/payments/refund">Refunds</Link> or by writing to{' '}
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
        </li>
      </ul>
    ),
  },
  {
    id: 'ai',
    title: 'AI-generated content',
    body: (
      <p>
        Definitions, examples, quizzes and wordbooks produced by AI are suggestions. They can be incomplete or wrong, and they are
        not professional advice. Check anything important in a trusted dictionary. You may use AI output you receive for your own
        learning and teaching.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>use the Service to store or generate sexual, violent, hateful or illegal content;</li>
          <li>try to get around usage limits, device limits, payment or security checks, or the captcha;</li>
          <li>scrape, overload or probe the Service, or access other people’s accounts or data;</li>
          <li>resell the Service or its AI output as a product of your own.</li>
        </ul>
        <p>
          If an account breaks these rules we may suspend it while we look into it, or ban it in serious or repeated cases. We
          tell you why by e-mail, and you can reply to dispute the decision.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        The words, meanings and example sentences you write stay yours. You give us permission to store, copy and process them only
        as needed to run the Service for you, for example to show them on your devices, generate practice questions and keep
        backups.
      </p>
    ),
  },
  {
    id: 'changes-service',
    title: 'Availability and changes to the Service',
    body: (
      <p>
        We work to keep Wordbook available around the clock, but maintenance, outages and changes by our providers can interrupt it.
        We may add, change or retire features. If we retire a paid feature during your Pro pass, we will offer a fair partial refund.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time in Account Settings. The account is closed at once and all of its data is
        permanently deleted three months after the withdrawal, except records we must keep by law. An unused Pro pass is not
        refunded on deletion unless the refund guarantee above still applies.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We are responsible for damage we cause on purpose or through gross negligence. Otherwise, and as far as the law allows, our
        total liability to you is limited to the amount you paid us in the twelve months before the event. Nothing in these terms
        limits your rights as a consumer under Korean law.
      </p>
    ),
  },
  {
    id: 'changes-terms',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we announce it on the Service and by e-mail. Changes take effect 7 days after the notice. If you
        do not agree with a change you can delete your account before it takes effect.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of the Republic of Korea. Disputes go to the competent court under the Civil
        Procedure Act. Questions about these terms: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>, {company.address}.
      </p>
    ),
  },
];

/** /terms-of-service */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="1 September 2025"
      intro={<p>The rules for using Wordbook, written to be read. The short version: use Wordbook to learn, be kind, and pay for Pro only if you want it.</p>}
      sections={SECTIONS}
    />
  );
}
