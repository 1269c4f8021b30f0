import { parseRate } from '@wordbook/core/rules/pricing';
import type { TServerEnv } from '@wordbook/sql/server-env';

/** The KRW-per-USD rate orders are priced at, in rate units (pricing.ts), with where it came from and when. */
export type TExchangeRate = { units: number; source: string; asOf: string };

const CACHE_MS = 60 * 60 * 1000;
let cached: (TExchangeRate & { fetchedAt: number; url: string }) | null = null;

/** Reads `{rates: {KRW}}` (the common feed shape) or `{rate}`; null for anything else. */
function rateFromFeed(body: unknown): number | null {
  const b = body as { rates?: { KRW?: unknown }; rate?: unknown } | null;
  const value = b?.rates?.KRW ?? b?.rate;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  // a feed's float is cut to 4 decimals as text, then parsed as integers
  const text = typeof value === 'number' ? value.toFixed(4) : value;
  return parseRate(text);
}

/**
 * The configured rate (source 'configured'), or with FX_RATE_URL the feed's rate, fetched at most
 * once an hour per process; a failing feed falls back to the last fetched rate, then the configured one.
 */
export async function currentExchangeRate(env: TServerEnv, now = new Date()): Promise<TExchangeRate> {
  const configured = { units: parseRate(env.FX_KRW_PER_USD) ?? 13_800_000, source: 'configured', asOf: now.toISOString() };
  const url = env.FX_RATE_URL;
  if (!url) return configured;
  if (cached && cached.url === url && now.getTime() - cached.fetchedAt < CACHE_MS) return cached;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    const units = res.ok ? rateFromFeed(await res.json()) : null;
    if (units) {
      cached = { units, source: new URL(url).host, asOf: now.toISOString(), fetchedAt: now.getTime(), url };
      return cached;
    }
  } catch {
    // an unreachable feed must not stop a purchase: fall through
  }
  return cached && cached.url === url ? cached : configured;
}
