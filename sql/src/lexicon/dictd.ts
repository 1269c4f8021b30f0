import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Reads a dictd dictionary (FreeDict's Debian packages: `<name>.index`, `<name>.dict.dz`). The
 * index lists each headword with its entry's byte offset and length in base64; the .dz file is
 * gzip (dictzip adds only random-access chunks), so it is inflated whole, once, and entries are
 * decoded only when looked up.
 */
export const DICTD_DIR = process.env.DICTD_DIR ?? '/usr/share/dictd';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64Number = (text: string) => {
  let n = 0;
  for (const c of text) n = n * 64 + B64.indexOf(c);
  return n;
};

export type TDictd = { lookup: (headword: string) => string[] };

const filesOf = (name: string) => ({ index: path.join(DICTD_DIR, `${name}.index`), data: path.join(DICTD_DIR, `${name}.dict.dz`) });

/** The installed dictionary's files' names and sizes, for the seed's version and cache key; null when not installed. */
export function dictdStamp(name: string): string | null {
  const { index, data } = filesOf(name);
  try {
    return `${name}:${fs.statSync(index).size}:${fs.statSync(data).size}`;
  } catch {
    return null;
  }
}

export function openDictd(name: string): TDictd | null {
  if (!dictdStamp(name)) return null;
  const { index, data } = filesOf(name);
  const body = zlib.gunzipSync(fs.readFileSync(data));
  // Headwords as written and lower-cased (ara capitalises every headword).
  const entries = new Map<string, [number, number][]>();
  for (const line of fs.readFileSync(index, 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00database')) continue;
    const key = headword.toLowerCase();
    const list = entries.get(key);
    const at: [number, number] = [b64Number(offset), b64Number(length)];
    if (list) list.push(at);
    else entries.set(key, [at]);
  }
  return {
    lookup: (headword) => (entries.get(headword.toLowerCase()) ?? []).map(([offset, length]) => body.toString('utf8', offset, offset + length)),
  };
}
