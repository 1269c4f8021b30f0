import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import type { TAiType, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { checkAiText } from '@wordbook/core/rules/wordbook-rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { useSetAtom } from '../../../lib/jotai';
import { checkAi } from '../api/check-ai';
import { generateAi } from '../api/generate-ai';
import { claimAiBusyAtom, releaseAiBusyAtom } from '../atoms/ai-busy-atom';
import { aiFailureNotice } from '../lib/ai-failure';
import { hideFreeAiWarningToday, isFreeAiWarningHidden } from '../lib/free-ai-warning';
import { aiBusyKey, forceFor } from '../lib/word-rules';
import type { AiPrompt, PreviousChoice } from './ai-prompts';
import type { UpdateOutcome } from './use-wordbook-list';

/** A quiet line under a word's alternatives: the provider's note, or that earlier data was loaded. */
export type AiNotes = Record<string, string>;

type Options = {
  user: TSessionUser;
  aiLimits: TAiLimits | null;
  wordbook: TWordbook;
  onWord: (word: TWord) => void;
  onAiLimits: (limits: TAiLimits) => void;
  saveReuseBehavior: (behavior: 'reuse' | 'regenerate') => Promise<UpdateOutcome>;
};

/**
 * One word's AI generation (document 1, §4 "AI generation (single word)"): the text check, the
 * check for earlier data and the wordbook's reuse setting (or the Previous Data Found modal), the
 * Free-plan confirmation, then POST /api/ai/generate. A second request for the same word and type
 * while one runs is skipped.
 */
export function useAiGeneration({ user, aiLimits, wordbook, onWord, onAiLimits, saveReuseBehavior }: Options) {
  const notify = useNotify();
  const claim = useSetAtom(claimAiBusyAtom);
  const release = useSetAtom(releaseAiBusyAtom);
  const [prompt, setPrompt] = useState<AiPrompt | null>(null);
  const [notes, setNotes] = useState<AiNotes>({});
  const latest = useRef({ aiLimits, wordbook });
  latest.current = { aiLimits, wordbook };

  const askPrevious = useCallback(
    (word: string, type: TAiType) =>
      new Promise<PreviousChoice | null>((resolve) => {
        setPrompt({
          kind: 'previous',
          word,
          type,
          answer: (choice) => {
            setPrompt(null);
            resolve(choice);
          },
        });
      }),
    [],
  );

  const askFreePlan = useCallback(
    (type: TAiType) =>
      new Promise<boolean>((resolve) => {
        setPrompt({
          kind: 'free-plan',
          type,
          remaining: latest.current.aiLimits?.remaining ?? null,
          answer: (go, hideToday) => {
            setPrompt(null);
            if (go && hideToday) hideFreeAiWarningToday(user.id);
            resolve(go);
          },
        });
      }),
    [user.id],
  );

  const generate = useCallback(
    async (word: TWord, type: TAiType): Promise<void> => {
      const textError = checkAiText(word.text);
      if (textError) {
        notify.error(textError);
        return;
      }
      const key = aiBusyKey(word.id, type);
      if (!claim(key)) return;
      try {
        const check = await checkAi(latest.current.wordbook.id, word.text, type);
        let force = forceFor(check.foundExisting, check.wordbook_ai_reuse_behavior, check.canGenerateNew);
        if (force === 'ask') {
          const choice = await askPrevious(word.text, type);
          if (!choice) return;
          force = choice.force;
          // Saved before the generation runs, so a result on screen means the choice is kept too.
          if (choice.remember) await saveReuseBehavior(choice.force);
        }
        // Loading earlier data costs nothing, so only a real generation asks a Free learner first.
        if (!user.isProUser && force !== 'reuse' && !isFreeAiWarningHidden(user.id)) {
          if (!(await askFreePlan(type))) return;
        }
        const answer = await generateAi({ word_id: word.id, word: word.text, type, force });
        onWord(answer.word);
        if (answer.aiLimits) onAiLimits(answer.aiLimits);
        const note = [answer.reused ? 'Loaded from your earlier result; no AI points used.' : null, answer.note].filter(Boolean).join(' ');
        setNotes((current) => ({ ...current, [key]: note }));
      } catch (error) {
        const failure = aiFailureNotice(error);
        notify.error(failure.message, { sticky: failure.sticky });
      } finally {
        release(key);
      }
    },
    [askFreePlan, askPrevious, claim, notify, onAiLimits, onWord, release, saveReuseBehavior, user.id, user.isProUser],
  );

  return useMemo(() => ({ generate, prompt, setPrompt, notes }), [generate, prompt, notes]);
}
