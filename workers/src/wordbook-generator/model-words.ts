import { z } from 'zod';
import type { TChatMessage } from '../providers/ai/ai-provider.ts';
import { levelWindows } from './level-windows.ts';

/** What the generator asks an OpenAI-compatible model for: words to learn next, as one JSON object. */
export const ZModelWords = z.object({ words: z.array(z.string()) });
export const MODEL_ROUNDS = 4;

export function modelMessages(args: { level: number; prompt: string; references: string[]; avoid: string[]; ask: number }): TChatMessage[] {
  const { band } = levelWindows(args.level);
  const topic = args.prompt
    ? `the learner's request "${args.prompt}"${args.references.length > 0 ? ' and the words they already study' : ''}`
    : args.references.length > 0
      ? 'the words they already study'
      : 'useful everyday topics';
  return [
    {
      role: 'system',
      content:
        'You choose vocabulary for a learner of English. Answer with one JSON object and nothing else: {"words": ["...", "..."]}. ' +
        'Give real English dictionary words in their base form, lower case, no names, no phrases longer than two words.',
    },
    {
      role: 'user',
      content:
        `The learner is at level ${args.level} of 14: they know roughly the ${(args.level - 1) * 1000}–${args.level * 1000} most frequent English words. ` +
        `Propose ${args.ask} words for them to learn next, about as common as the words ranked ${band.from}–${band.to} by frequency, related to ${topic}. ` +
        (args.references.length > 0 ? `They already study: ${args.references.join(', ')}. Do not repeat these. ` : '') +
        (args.avoid.length > 0 ? `Do not repeat these either: ${args.avoid.join(', ')}. ` : '') +
        'Answer as {"words": [...]}.',
    },
  ];
}
