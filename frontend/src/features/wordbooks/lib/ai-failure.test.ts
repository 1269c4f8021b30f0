import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { aiFailureNotice, isAiLimitError } from './ai-failure';

describe('AI failure messages (document 1, §8)', () => {
  it('shows the sticky usage-limit notice for a 402 or a message about the limit', () => {
    expect(aiFailureNotice(new ApiError(402, 'Payment Required', { message: 'Payment Required' }))).toEqual({ message: 'AI usage limit exceeded.', sticky: true });
    expect(isAiLimitError(new ApiError(429, 'Unusually high usage detected.'))).toBe(true);
    expect(isAiLimitError(new ApiError(400, 'AI generation only supports English text.'))).toBe(false);
  });

  it('passes on the server’s readable reason, but not a crash or a lost connection', () => {
    const noExample = new ApiError(422, 'No example sentence is available for “the”.', { message: 'No example sentence is available for “the”.' });
    expect(aiFailureNotice(noExample)).toEqual({ message: 'No example sentence is available for “the”.', sticky: false });
    expect(aiFailureNotice(new ApiError(500, 'An internal server error occurred', { message: 'An internal server error occurred' })).message).toBe('AI Generation failed.');
    expect(aiFailureNotice(new ApiError(0, 'Network error or server not responding.')).message).toBe('AI Generation failed.');
    expect(aiFailureNotice(new Error('boom')).message).toBe('AI Generation failed.');
  });
});
