import { AI_DEVICE_LIMIT, FREE_MONTHLY_AI_POINTS, FREE_VISIBLE_ALTERNATIVES, PRO_FAIR_USE_POINTS_DEFAULT } from '@wordbook/core/rules/ai-points';
import { formatUsd, PLAN_CODES, planPrice, type TPlanCode } from '@wordbook/core/rules/pricing';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/ui/button';

const number = (n: number) => n.toLocaleString('en-US');

/** Free vs Pro as the product enforces it (document 3, §1; the limits are the rules' own constants). */
const COMPARISON: { feature: string; free: string; pro: string }[] = [
  { feature: 'AI definitions, examples and wordbooks', free: `${number(FREE_MONTHLY_AI_POINTS)} AI points a month`, pro: `Almost unlimited (fair use, ${number(PRO_FAIR_USE_POINTS_DEFAULT)} points a month)` },
  { feature: 'AI meanings and examples shown', free: `Up to ${FREE_VISIBLE_ALTERNATIVES} per category`, pro: 'All of them' },
  { feature: 'Vocabulary level test', free: 'Once a week', pro: 'Once a day' },
  { feature: 'AI Tools (AI wordbook generator)', free: 'Not included', pro: 'Included' },
  { feature: 'Ads', free: 'Shown', pro: 'No ads' },
  { feature: 'Devices using AI features', free: `Up to ${AI_DEVICE_LIMIT}`, pro: `Up to ${AI_DEVICE_LIMIT}` },
  { feature: 'Wordbooks, practice and study plans', free: 'Included', pro: 'Included' },
];

const TAGLINES: Record<TPlanCode, string> = {
  pro_3m: 'Try Pro for a season.',
  pro_6m: 'Half a year of steady progress.',
  pro_12m: 'The best price for a whole year.',
};

/** /upgrade (document 3, §2.6, §9.2): the comparison and the three one-time passes, priced by the rule. */
export function UpgradePage({ signedIn, isPro }: { signedIn: boolean; isPro: boolean }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#plans') document.getElementById('plans')?.scrollIntoView();
  }, [hash]);
  return (
    <div className="upgrade container stack">
      <header className="upgrade__hero">
        <p className="eyebrow">Wordbook Pro</p>
        <h1 className="billing-title">Upgrade to Pro</h1>
        <p className="billing-lead">
          One payment, no subscription: choose a pass of 3, 6 or 12 months. It never renews on its own, and your first purchase comes with a
          14-day full refund guarantee.
        </p>
        {isPro ? (
          <p className="billing-alert billing-alert--info">
            You are on Pro. A new pass starts the day after your current one ends; see <Link to="/billing">Billing</Link> for its end date.
          </p>
        ) : null}
      </header>

      <section className="billing-card surface-card" aria-labelledby="compare-title">
        <h2 id="compare-title" className="billing-card__title">
          Free vs Pro
        </h2>
        <table className="upgrade-compare data-table data-table--stack">
          <thead>
            <tr>
              <th scope="col" className="upgrade-compare__head">
                Feature
              </th>
              <th scope="col" className="upgrade-compare__head">
                Free
              </th>
              <th scope="col" className="upgrade-compare__head">
                Pro
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="upgrade-compare__feature">
                  {row.feature}
                </th>
                <td data-label="Free">{row.free}</td>
                <td data-label="Pro">{row.pro}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section id="plans" className="upgrade-plans" aria-labelledby="plans-title" tabIndex={-1}>
        <h2 id="plans-title" className="billing-card__title">
          Choose your pass
        </h2>
        <div className="upgrade-plans__grid">
          {PLAN_CODES.map((code) => (
            <PassCard key={code} code={code} />
          ))}
        </div>
        <p className="billing-footnote">
          Prices in US dollars; you pay in Korean won at the exchange rate at payment time, VAT included. At most 12 months of service per
          payment, and a pass must finish within 12 months of its purchase date.
        </p>
      </section>

      <nav className="cluster upgrade__links" aria-label="Related pages">
        <Link to="/profile">{signedIn ? 'Your profile' : 'Profile'}</Link>
        <Link to="/billing">Billing &amp; payments</Link>
        <Link to="/terms-of-service">Terms of Service</Link>
      </nav>
    </div>
  );
}

function PassCard({ code }: { code: TPlanCode }) {
  const price = planPrice(code);
  const best = code === 'pro_12m';
  const titleId = `pass-${code}-title`;
  return (
    <article className={`upgrade-pass surface-card stack${best ? ' upgrade-pass--best' : ''}`} aria-labelledby={titleId}>
      {best ? <span className="card-ribbon upgrade-pass__ribbon">Best value</span> : null}
      <h3 id={titleId} className="upgrade-pass__name">
        Pro {price.months} Months
      </h3>
      <p className="billing-muted">{TAGLINES[code]}</p>
      <p className="upgrade-pass__price">
        <span className="upgrade-pass__amount">USD {formatUsd(price.usdTotalCents)}</span>
        <span className="billing-muted"> · USD {formatUsd(price.usdMonthlyCents)} a month</span>
      </p>
      <div className="cluster upgrade-pass__pills">
        <span className="pill">{price.serviceDays} days of Pro</span>
        {price.discountPercent ? <span className="pill pill--save">Save {price.discountPercent}%</span> : <span className="pill">No discount</span>}
      </div>
      <p className="billing-muted">One-time pass · No auto-renewal</p>
      <LinkButton to={`/payments/checkout?plan=${code}`} variant={best ? 'primary' : 'outlined'} className="upgrade-pass__button">
        Choose Pro {price.months} months
      </LinkButton>
    </article>
  );
}
