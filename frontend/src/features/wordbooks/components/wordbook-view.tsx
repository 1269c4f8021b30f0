import type { TAiLimits } from '@wordbook/core/contract/session';
import { wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { useCallback, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAtomValue } from '../../../lib/jotai';
import { wordOrderAtom } from '../atoms/dashboard-atoms';
import { AiPromptDialog } from './ai-prompts';
import { BulkGenerate } from './bulk-generate';
import { useDashboard } from './dashboard-context';
import { useAiGeneration } from './use-ai-generation';
import { useWordList } from './use-word-list';
import type { LocalWordbook } from './use-wordbook-list';
import { WordList } from './word-list';
import { WordbookHeader } from './wordbook-header';

/** One open wordbook: its header, Bulk Generate, and the word list with per-word AI. */
export function WordbookView({ wordbook }: { wordbook: LocalWordbook }) {
  const { user, aiLimits, onAiLimits, online, list } = useDashboard();
  const order = useAtomValue(wordOrderAtom);
  const words = useWordList(user.id, wordbook.id, order === 'newest' ? 'newest' : 'oldest', online);
  const { setWordCount, update } = list;

  useEffect(() => {
    if (words.status === 'ready' && !words.fromCache) setWordCount(wordbook.id, words.words.filter((w) => w.pending !== 'create').length);
  }, [words.words, words.status, words.fromCache, wordbook.id, setWordCount]);

  // The tab shows the open wordbook's name (after the root layout has set the route's title).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = `${wordbook.name} · Wordbook`;
    });
    return () => window.clearTimeout(timer);
  }, [wordbook.name]);

  const saveReuseBehavior = useCallback(
    (behavior: 'reuse' | 'regenerate') => update(wordbook.id, { ai_reuse_behavior: behavior }),
    [update, wordbook.id],
  );
  const onLimits = useCallback((limits: TAiLimits) => onAiLimits(limits), [onAiLimits]);

  const ai = useAiGeneration({ user, aiLimits, wordbook, onWord: words.replace, onAiLimits: onLimits, saveReuseBehavior });

  return (
    <div className="wb-view stack">
      <WordbookHeader wordbook={wordbook} />
      {words.status === 'loading' ? (
        <div className="wb-card surface-card wb-card--center">
          <Spinner label="Loading words…" />
        </div>
      ) : words.status === 'not-found' ? (
        <div className="wb-card surface-card wb-card--center">
          <p className="wb-empty__message">{wordbookMessages.notFound}</p>
        </div>
      ) : words.status === 'offline-unavailable' ? (
        <div className="wb-card surface-card wb-card--center">
          <p className="wb-empty__message">The words of this wordbook are not saved on this device, so it cannot be opened offline.</p>
        </div>
      ) : words.status === 'failed' ? (
        <div className="wb-card surface-card wb-card--center">
          <p className="wb-empty__message">The words of this wordbook could not be loaded.</p>
          <Button label="Try again" icon="pi pi-refresh" variant="outlined" onClick={words.retry} />
        </div>
      ) : (
        <>
          <BulkGenerate
            user={user}
            online={online}
            words={words.words}
            onWord={words.replace}
            onAiLimits={onLimits}
            setPrompt={ai.setPrompt}
          />
          <WordList wordbook={wordbook} words={words} online={online} isPro={user.isProUser} ai={ai} />
        </>
      )}
      <AiPromptDialog prompt={ai.prompt} />
    </div>
  );
}
