import {
  ZGenerateWordbookNextResponse,
  ZWordbookNextProgress,
  ZWordbookNextStreamResult,
  type TGeneratedWord,
  type TGenerateWordbookNextRequest,
  type TTopicNote,
  type TWordbookNextProgress,
} from '@wordbook/core/contract/ai-wordbook';
import type { TAiLimits } from '@wordbook/core/contract/session';
import { ApiError, api, INVALID_RESPONSE_MESSAGE } from '../api-client';
import { JobStreamError, streamJob } from '../job-stream';

/** The generator's answer, the same whichever variant delivered it. `draftId` is what save-wordbook-next takes. */
export type GeneratedDraft = {
  draftId: string;
  words: TGeneratedWord[];
  saved: boolean;
  /** How few words relate to the prompt, when few do (the review says so); null otherwise. */
  topicNote: TTopicNote | null;
  /** The plain variant's points bar after the charge (null for Pro, or when the stream answered). */
  aiLimits: TAiLimits | null;
  via: 'stream' | 'plain';
};

/**
 * POST /api/ai/generate-wordbook-next?stream=1 {wordbook_ids, count, prompt, timezone}: progress
 * events, then the draft. When the stream cannot be opened or ends without a result
 * (STREAM_UNAVAILABLE, NO_RESULT) the plain call runs instead (document 1, §4): it joins the
 * same running generation, or answers its fresh draft, without a second charge.
 */
export async function generateWordbookNext(
  request: TGenerateWordbookNextRequest,
  options: { onProgress?: (progress: TWordbookNextProgress) => void; signal?: AbortSignal } = {},
): Promise<GeneratedDraft> {
  const { onProgress, signal } = options;
  try {
    const data = await streamJob<unknown>({
      url: '/api/ai/generate-wordbook-next',
      body: request,
      ...(signal ? { signal } : {}),
      onEvent: (event) => {
        if (event.kind !== 'progress') return;
        const progress = ZWordbookNextProgress.safeParse(event.data);
        if (progress.success) onProgress?.(progress.data);
      },
    });
    const result = ZWordbookNextStreamResult.safeParse(data);
    if (!result.success) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, data);
    return { draftId: result.data.wordbook.id, words: result.data.words, saved: result.data.saved, topicNote: result.data.topic_note ?? null, aiLimits: null, via: 'stream' };
  } catch (error) {
    if (!(error instanceof JobStreamError) || error.code === 'JOB_FAILED' || signal?.aborted) throw error;
  }
  const plain = await api.post('/api/ai/generate-wordbook-next', request, ZGenerateWordbookNextResponse, signal ? { signal } : {});
  return { draftId: plain.wordbook.id, words: plain.wordbook.words, saved: plain.saved, topicNote: plain.topic_note ?? null, aiLimits: plain.aiLimits, via: 'plain' };
}
