/** Split Settings of the Reviews card (document 3, §5.2 and §9.1). */

export type TSplitOrder = 'oldest' | 'hardest' | 'shuffle';
export type TSplitSettings = { mode: 'chunk' | 'days'; chunkSize: number; spreadDays: number; maxPerDay: number; order: TSplitOrder };

export const SPLIT_BOUNDS = {
  chunkSize: { min: 10, max: 80, step: 5, default: 25 },
  spreadDays: { min: 2, max: 7, step: 1, default: 3 },
  maxPerDay: { min: 10, max: 100, step: 5, default: 40 },
} as const;

export const DEFAULT_SPLIT: TSplitSettings = { mode: 'chunk', chunkSize: 25, spreadDays: 3, maxPerDay: 40, order: 'oldest' };

/** A value held to its bounds and step (a slider or a hand-edited store can give anything). */
export function clampSetting(key: keyof typeof SPLIT_BOUNDS, value: unknown): number {
  const b = SPLIT_BOUNDS[key];
  const n = typeof value === 'number' && Number.isFinite(value) ? value : b.default;
  const stepped = b.min + Math.round((n - b.min) / b.step) * b.step;
  return Math.min(b.max, Math.max(b.min, stepped));
}

/** Settings read back from storage, every field checked. */
export function parseSplit(raw: unknown): TSplitSettings {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    mode: v.mode === 'days' ? 'days' : 'chunk',
    chunkSize: clampSetting('chunkSize', v.chunkSize),
    spreadDays: clampSetting('spreadDays', v.spreadDays),
    maxPerDay: clampSetting('maxPerDay', v.maxPerDay),
    order: v.order === 'hardest' || v.order === 'shuffle' ? v.order : 'oldest',
  };
}

export type TChunk = { label: string; words: number };

/** The chunk list: by size, chunks of at most `chunkSize`; by days, the words spread over the days, at most `maxPerDay` each. */
export function splitReviews(total: number, s: TSplitSettings): TChunk[] {
  if (total <= 0) return [];
  if (s.mode === 'chunk') {
    const count = Math.ceil(total / s.chunkSize);
    return Array.from({ length: count }, (_, i) => ({ label: `Chunk ${i + 1}`, words: Math.min(s.chunkSize, total - i * s.chunkSize) }));
  }
  const perDay = Math.min(s.maxPerDay, Math.ceil(total / s.spreadDays));
  const chunks: TChunk[] = [];
  let left = total;
  for (let day = 1; left > 0 && day <= s.spreadDays; day++) {
    const words = Math.min(perDay, left);
    chunks.push({ label: `Day ${day}`, words });
    left -= words;
  }
  if (left > 0) chunks.push({ label: 'Later', words: left });
  return chunks;
}

/** The session size the server cuts reviews into: the chunk size, or a day's share when spread over days (held to 10–80, step 5). */
export function sessionChunkSize(total: number, s: TSplitSettings): number {
  if (s.mode === 'chunk') return s.chunkSize;
  const perDay = Math.min(s.maxPerDay, Math.ceil(Math.max(total, 1) / s.spreadDays));
  return Math.min(80, Math.max(10, Math.ceil(perDay / 5) * 5));
}
