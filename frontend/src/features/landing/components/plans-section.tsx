import { useState } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { ContactSalesDialog } from './contact-sales-dialog';
import { LandingSection } from './landing-section';

type Plan = {
  id: string;
  name: string;
  tagline: string;
  features: string[];
  /** Items listed for honesty rather than as a benefit (e.g. ads), shown without a check mark. */
  caveats?: string[];
  highlighted?: boolean;
};

const FREE: Plan = {
  id: 'free',
  name: 'Free',
  tagline: 'Everything you need to start a word habit.',
  features: ['Unlimited saved words', 'Basic review tools', 'Monthly AI usage limits'],
  caveats: ['Ads'],
};

const PRO: Plan = {
  id: 'pro',
  name: 'Pro',
  tagline: 'For learners who want AI on every word.',
  features: ['AI quizzes', 'Contextual examples', 'Nearly unlimited AI', 'No ads'],
  highlighted: true,
};

const SCHOOL: Plan = {
  id: 'school',
  name: 'For School',
  tagline: 'For teachers who run vocabulary work with a class.',
  features: ['Teacher accounts', 'Class management'],
};

function PlanCard({ plan, action }: { plan: Plan; action: React.ReactNode }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={`plan-card surface-card${plan.highlighted ? ' plan-card--highlighted' : ''}`} aria-labelledby={titleId}>
      {plan.highlighted ? <span className="card-ribbon plan-card__ribbon">Most popular</span> : null}
      <h3 id={titleId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__tagline">{plan.tagline}</p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <i className="pi pi-check" aria-hidden="true" />
            {feature}
          </li>
        ))}
        {plan.caveats?.map((caveat) => (
          <li key={caveat} className="plan-card__caveat">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {caveat}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{action}</div>
    </article>
  );
}

export function PlansSection() {
  const [salesOpen, setSalesOpen] = useState(false);
  return (
    <LandingSection
      id="plans"
      anchor="plans"
      eyebrow="Plans"
      title="Start free, upgrade when you want more AI"
      lead="Pro is a one-time pass of 3, 6 or 12 months. It never renews on its own."
      tinted
    >
      <div className="plans-grid">
        <PlanCard
          plan={FREE}
          action={
            <LinkButton to="/signup" variant="outlined" className="plan-card__button">
              Sign Up Free
            </LinkButton>
          }
        />
        <PlanCard
          plan={PRO}
          action={
            <LinkButton to="/upgrade" className="plan-card__button">
              Details
            </LinkButton>
          }
        />
        <PlanCard
          plan={SCHOOL}
          action={
            <Button
              label="Contact Sales"
              variant="outlined"
              className="plan-card__button"
              aria-haspopup="dialog"
              onClick={() => setSalesOpen(true)}
            />
          }
        />
      </div>
      <ContactSalesDialog open={salesOpen} onClose={() => setSalesOpen(false)} />
    </LandingSection>
  );
}
