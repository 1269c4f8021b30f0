import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The word and wordbook lists, kept in this process's memory per user as the answer and, when
 * large, the gzip it is sent as. Each entry carries the user's content version
 * (user_content_versions, bumped at commit by every write to their words and wordbooks) and is
 * used only while it is at least the version the session's query read: a learner never sees a
 * list older than their last write, whichever API process they reach. A 300-word list is 150 KB
 * of JSON; building it from rows cost 8 ms a request, sending its gzip from here costs little
 * more than the session check.
 */
type TEntry = { version: number; value: object; gzip: Buffer | null; bytes: number };

/** At most this much memory for all entries (as JSON and gzip bytes); the least recently read go first. */
const READ_CACHE_BYTES = 64 * 1024 * 1024;

const gzip = promisify(zlib.gzip);

export type TReadCache = LRUCache<string, TEntry>;

export const createReadCache = (): TReadCache => new LRUCache<string, TEntry>({ maxSize: READ_CACHE_BYTES, sizeCalculation: (entry) => entry.bytes });

/**
 * Answers a signed-in user's read from memory while their content is unchanged, else builds it
 * (a 404 or any other error is thrown as usual and not kept). `key` names everything else the
 * answer depends on: the resource, the query, the plan's view.
 */
export async function answerFromReadCache(request: Request, h: ResponseToolkit, key: string, build: () => Promise<object>): Promise<ResponseObject> {
  const { readCache } = request.server.app;
  const { user, contentVersion } = request.auth.credentials;
  const cacheKey = `${user!.id}:${key}`;
  let entry = readCache.get(cacheKey);
  // an entry newer than this session's read is as good: nothing in it is older than the read
  if (!entry || entry.version < contentVersion) {
    const value = await build();
    const json = JSON.stringify(value);
    // compressed once here where Hapi would compress it on every answer (server.ts: compression.minBytes)
    const { compression } = request.server.settings;
    const compressed = typeof compression === 'object' && json.length >= (compression.minBytes ?? 1024) ? await gzip(json) : null;
    entry = { version: contentVersion, value, gzip: compressed, bytes: json.length + (compressed?.length ?? 0) };
    // a slower read that began before a newer one has nothing newer to offer
    if ((readCache.peek(cacheKey)?.version ?? -1) <= contentVersion) readCache.set(cacheKey, entry);
  }
  if (!entry.gzip || request.info.acceptEncoding !== 'gzip') return h.response(entry.value);
  return h.response(entry.gzip).type('application/json; charset=utf-8').compressed('gzip').vary('accept-encoding');
}
