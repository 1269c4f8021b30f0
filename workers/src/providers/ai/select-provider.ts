import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { hasAiModel, serverEnv, type TServerEnv } from '@wordbook/sql/server-env';
import type { AiProvider } from './ai-provider.ts';
import { createLexiconProvider } from './lexicon-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

/** The SDK's own retries of a failed or timed-out attempt. */
export const AI_MAX_RETRIES = 2;

/**
 * The configured provider: an OpenAI-compatible endpoint when OPENAI_API_KEY or OPENAI_BASE_URL
 * is set, otherwise the built-in lexicon (WordNet in Postgres), so a fresh checkout works with
 * nothing configured.
 */
export function selectAiProvider(
  env: Pick<TServerEnv, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
  db: CommonQueryMethods,
): AiProvider {
  if (hasAiModel(env)) {
    return createOpenAiProvider({
      baseURL: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: AI_MAX_RETRIES,
    });
  }
  return createLexiconProvider(db);
}

let providerOfPool: { pool: DatabasePool; provider: AiProvider } | undefined;
/** The worker process's one provider (the OpenAI client keeps its connections), from its settings. */
export function processAiProvider(pool: DatabasePool): AiProvider {
  if (providerOfPool?.pool !== pool) providerOfPool = { pool, provider: selectAiProvider(serverEnv(), pool) };
  return providerOfPool.provider;
}
