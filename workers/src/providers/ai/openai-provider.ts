import { AI_TOTAL_BUDGET_MS, languageName } from '@wordbook/core/contract/jobs/ai-generate-word';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { AiNoResultError, AiProviderError, distinctItems, noDefinitionMessage, noExampleMessage, type AiProvider, type TAiItems } from './ai-provider.ts';

export type OpenAiProviderConfig = {
  /** Any OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** One attempt's limit; the SDK retries a timed-out or failed attempt `maxRetries` times. */
  timeoutMs: number;
  maxRetries: number;
  /** The whole call's limit, retries included. */
  totalBudgetMs?: number;
  /** Extra attempts when the answer is not the JSON asked for (the SDK only retries HTTP failures). */
  invalidAnswerRetries?: number;
};

type TChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const ZItemsAnswer = z.object({ items: z.array(z.string()) });

const SYSTEM_PROMPT =
  'You write entries for a learner’s dictionary of English. Answer with one JSON object and nothing else. ' +
  'Never invent a meaning: when the text is not an English word or phrase, answer {"items": []}.';

/**
 * An OpenAI-compatible chat model through the `openai` SDK. Every capability asks for one JSON
 * object (response_format json_object) and checks it with zod; `askJson` is the one way in, so
 * the level test and the wordbook generator add methods on top of it.
 */
export function createOpenAiProvider(config: OpenAiProviderConfig) {
  const client = new OpenAI({
    // Local OpenAI-compatible servers often need no key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'not-set',
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  const totalBudgetMs = config.totalBudgetMs ?? AI_TOTAL_BUDGET_MS;
  const invalidAnswerRetries = config.invalidAnswerRetries ?? 1;

  async function complete(messages: TChatMessage[], signal: AbortSignal): Promise<string> {
    try {
      const completion = await client.chat.completions.create(
        { model: config.model, messages, response_format: { type: 'json_object' }, temperature: 0.3 },
        { signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      if (error instanceof APIConnectionTimeoutError) {
        throw new AiProviderError(`The AI provider did not answer within ${config.timeoutMs} ms (${config.maxRetries + 1} attempts).`, { cause: error });
      }
      if (error instanceof APIUserAbortError) throw new AiProviderError(`The AI call was stopped (${totalBudgetMs} ms budget or shutdown).`, { cause: error });
      if (error instanceof APIError) throw new AiProviderError(`The AI provider answered ${error.status ?? 'nothing'}: ${error.message}`, { cause: error });
      throw new AiProviderError(`The AI call failed: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Asks for one JSON object matching `schema`; a malformed answer is asked again, then refused. */
  async function askJson<S extends z.ZodTypeAny>(schema: S, messages: TChatMessage[], signal: AbortSignal): Promise<z.output<S>> {
    const budget = AbortSignal.any([signal, AbortSignal.timeout(totalBudgetMs)]);
    let problem = '';
    for (let attempt = 0; attempt <= invalidAnswerRetries; attempt++) {
      const content = await complete(messages, budget);
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        problem = `not JSON: ${content.slice(0, 80)}`;
        continue;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      problem = `unexpected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
    }
    throw new AiProviderError(`The AI provider's answer was not the JSON asked for (${invalidAnswerRetries + 1} attempts; ${problem}).`);
  }

  const askItems = async (prompt: string, signal: AbortSignal): Promise<string[]> => {
    const answer = await askJson(ZItemsAnswer, [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: prompt }], signal);
    return distinctItems(answer.items, MAX_AI_ALTERNATIVES);
  };

  return {
    name: 'openai',
    askJson,
    async definitions(word: string, language: string, signal: AbortSignal): Promise<TAiItems> {
      const prompt =
        `Give up to ${MAX_AI_ALTERNATIVES} distinct definitions of the English word or phrase "${word}", most common meaning first. ` +
        `Start each with its part of speech in parentheses, e.g. "(noun) ...". Write the definitions in ${languageName(language)}. ` +
        `Answer as {"items": ["...", "..."]}.`;
      const items = await askItems(prompt, signal);
      if (items.length === 0) throw new AiNoResultError(noDefinitionMessage(word));
      return { items, language, note: null };
    },
    async examples(word: string, signal: AbortSignal): Promise<TAiItems> {
      const prompt =
        `Give up to ${MAX_AI_ALTERNATIVES} short, natural English example sentences that each use "${word}" (any form of it), ` +
        `each showing a different meaning or use where it has several. Answer as {"items": ["...", "..."]}.`;
      const items = await askItems(prompt, signal);
      if (items.length === 0) throw new AiNoResultError(noExampleMessage(word));
      return { items, language: 'en', note: null };
    },
  } satisfies AiProvider;
}
