import type { TAdSlot } from '@wordbook/core/contract/ads';
import { formatUsd, planPrice } from '@wordbook/core/rules/pricing';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getAdSlot } from '../../lib/api/get-ad-slot';
import { useLoad } from '../../lib/use-load';
import { useOnlineStatus } from '../../lib/use-online-status';

/** The 12-month pass spread over its months: the lowest monthly price, from the pricing rule. */
const LOWEST_MONTHLY_USD = formatUsd(planPrice('pro_12m').usdMonthlyCents);

/** Pages that carry no ad even for Free learners: paying, and the pages about paying. */
const AD_FREE_PATHS = /^\/(payments|upgrade|billing)(\/|$)/;

/** Adds the ad network's loader script to the page once (the slot may show on many pages). */
export function loadAdNetworkScript(scriptUrl: string, client: string | null, doc: Document = document): void {
  if (doc.querySelector(`script[data-ad-network][src="${CSS.escape(scriptUrl)}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.crossOrigin = 'anonymous';
  script.dataset.adNetwork = '';
  if (client) script.dataset.adClient = client;
  doc.head.append(script);
}

/** The network's slot: the container its script fills, and the script loaded once. */
function NetworkAd({ scriptUrl, client }: { scriptUrl: string; client: string | null }) {
  useEffect(() => loadAdNetworkScript(scriptUrl, client), [scriptUrl, client]);
  return <ins className="ad-slot__network" data-ad-client={client ?? undefined} data-testid="ad-network-slot" />;
}

function HouseAd() {
  return (
    <>
      <i className="pi pi-star ad-slot__icon" aria-hidden="true" />
      <p className="ad-slot__text">
        <strong>Go Pro, learn without limits.</strong> All AI meanings and examples, AI Tools, a level test every day and no ads, from USD{' '}
        {LOWEST_MONTHLY_USD} a month.
      </p>
      <Link to="/upgrade#plans" className="ad-slot__link">
        See passes
      </Link>
    </>
  );
}

/**
 * The ad slot of Free learners' pages (document 3, §1: Free means ads, Pro none). With an ad
 * network configured (AD_NETWORK_SCRIPT_URL) its script fills the slot; otherwise, and until the
 * server has said, it holds our own house ad for Pro. A Pro learner's pages, and staff's, have no
 * slot at all (`adFree`), and offline there is none either: a network ad cannot load, and the
 * house ad's link leads to a page that needs the network.
 */
export function AdSlot({ adFree }: { adFree: boolean }) {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const hidden = adFree || !online || AD_FREE_PATHS.test(pathname);
  const answer = useLoad<TAdSlot>(getAdSlot, { failureText: () => '', enabled: !adFree });
  const slot = answer.data;
  if (hidden || slot?.slot === 'none') return null;
  return (
    <aside className="ad-slot container" aria-label="Advertisement" data-testid="ad-slot">
      <div className="ad-slot__card">
        <span className="ad-slot__label">Ad</span>
        {slot?.slot === 'network' ? <NetworkAd scriptUrl={slot.scriptUrl} client={slot.client} /> : <HouseAd />}
      </div>
    </aside>
  );
}
