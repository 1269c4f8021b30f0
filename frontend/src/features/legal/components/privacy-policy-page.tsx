import { company } from '../../../config/company';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> full name, username, e-mail address and your password (stored only as a one-way hash).
          If you sign in with Google, your Google account id and e-mail address.
        </li>
        <li>
          <strong>Learning data:</strong> your wordbooks, words, meanings, examples, practice answers, level test results, study plans
          and settings such as your preferred definition language.
        </li>
        <li>
          <strong>Payment records:</strong> order numbers, plans, amounts, dates and refund status. Card details go straight to our
          payment provider; we never see or store them.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type, a random device id kept in your browser, sign-in times and
          session records, which we need to keep your account secure and to apply the three-device limit for AI features.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'Why we use it',
    body: (
      <ul>
        <li>to run your account and show your wordbooks on your devices;</li>
        <li>to generate definitions, examples and practice questions, and to keep track of AI usage;</li>
        <li>to take payments, give refunds and keep the accounting records the law requires;</li>
        <li>to send service e-mails: verification codes, password resets, receipts, study reminders you switched on, and notices of changes;</li>
        <li>to prevent abuse, fix errors and understand, in aggregate, how features are used.</li>
      </ul>
    ),
  },
  {
    id: 'ai',
    title: 'AI processing',
    body: (
      <p>
        To generate a definition or example, we send the word (and, for generated wordbooks, your prompt and the words of the
        wordbooks you chose) to our AI provider. We do not send your name, e-mail address or other account details, and our provider
        may not use this text to train its models.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell personal information. We share it only with service providers who process it for us under contract:</p>
        <ul>
          <li>hosting and database: {company.hostingProvider};</li>
          <li>payments: Toss Payments;</li>
          <li>e-mail delivery: our e-mail provider;</li>
          <li>AI text generation: our AI provider, as described above.</li>
        </ul>
        <p>We disclose information to authorities only when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use one essential cookie holding a random session id, so that you stay signed in. “Remember me” keeps it for 30 days;
        otherwise it ends when you close the browser. Your browser also stores your device id and copies of wordbooks you opened, so
        they load fast and stay readable offline. Logging out removes the stored copies. We do not use advertising cookies for
        Pro accounts.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>While your account is open, we keep your data so the Service works.</li>
        <li>When you delete your account, it is closed at once and its data is permanently deleted three months later.</li>
        <li>
          Payment and contract records are kept for 5 years, and records of consumer complaints for 3 years, as the Act on Consumer
          Protection in Electronic Commerce requires. Sign-in logs are kept for 3 months.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can see and correct your profile in Account Settings, and delete your account there at any time. You can also ask us for
        a copy of your data, for a correction, or for us to stop a particular use, by writing to{' '}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>. We answer within 10 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        All traffic is encrypted (HTTPS). Passwords are hashed with Argon2id. Sessions are stored on our servers and can be ended from
        any device. Only staff who need access to help you or to run the Service can see account data, and every access to the
        database console is logged.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Wordbook is not meant for children under 14 without the consent of a parent or guardian. If you believe a child has given us
        information without that consent, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>We announce changes on the Service and by e-mail. They take effect 7 days after the notice.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Privacy officer: {company.privacyOfficer}, <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>,{' '}
        {company.legalName}, {company.address}.
      </p>
    ),
  },
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 September 2025"
      intro={
        <p>
          This policy explains what personal information {company.legalName} collects when you use Wordbook, why, and the choices you
          have. We collect only what we need to run the Service.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
