import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { WORDS_PER_WORDBOOK_MAX } from '@wordbook/core/rules/wordbook-rules';
import { FREE_VISIBLE_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { SortSelect } from '../../../components/wordbook/sort-select';
import { useAtom, useAtomValue } from '../../../lib/jotai';
import { aiBusyAtom } from '../atoms/ai-busy-atom';
import { wordOrderAtom } from '../atoms/dashboard-atoms';
import { hiddenAlternatives, matchesSearch, sortWords, type WordOrder } from '../lib/word-rules';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddWordForm } from './add-word-form';
import type { useAiGeneration } from './use-ai-generation';
import type { WordListApi } from './use-word-list';
import { WordCard } from './word-card';

const ORDER_OPTIONS: { label: string; value: WordOrder }[] = [
  { label: 'Oldest first', value: 'oldest' },
  { label: 'Newest first', value: 'newest' },
  { label: 'A to Z', value: 'alphabetical' },
];

/** The add form, the sort control and the words of the open wordbook. */
export function WordList({
  wordbook,
  words,
  online,
  isPro,
  ai,
}: {
  wordbook: TWordbook;
  words: WordListApi;
  online: boolean;
  isPro: boolean;
  ai: ReturnType<typeof useAiGeneration>;
}) {
  const [order, setOrder] = useAtom(wordOrderAtom);
  const busy = useAtomValue(aiBusyAtom);
  const [query, setQuery] = useState('');
  const sorted = sortWords(words.words, order);
  const shown = query.trim() ? sorted.filter((word) => matchesSearch(word, query)) : sorted;
  // One invitation for the whole list, instead of a link on every word with hidden alternatives.
  const anyHidden = words.words.some((w) => hiddenAlternatives(w, 'definition', isPro) + hiddenAlternatives(w, 'example', isPro) > 0);

  return (
    <>
      <AddWordForm words={words} online={online} />
      <section className="wb-card surface-card word-list" aria-labelledby="word-list-title">
        <div className="word-list__head cluster">
          <h2 id="word-list-title" className="wb-section-title row">
            Words <span className="word-list__count">({words.words.length} of {WORDS_PER_WORDBOOK_MAX})</span>
          </h2>
          <SortSelect inputId="word-sort" value={order} options={ORDER_OPTIONS} onChange={setOrder} />
        </div>
        {words.fromCache ? <p className="word-list__cache-note">Showing the copy saved on this device.</p> : null}
        {anyHidden ? (
          <p className="word-list__upsell">
            The Free plan shows {FREE_VISIBLE_ALTERNATIVES} AI definitions and examples of each word. <Link to="/upgrade">Upgrade to Pro</Link> to see them all.
          </p>
        ) : null}
        {sorted.length > 0 ? (
          <div className="word-list__search">
            <label htmlFor="word-search" className="visually-hidden">
              Search words
            </label>
            <IconField iconPosition="left">
              <InputIcon className="pi pi-search" aria-hidden="true" />
              <InputText id="word-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search words and meanings" autoComplete="off" />
            </IconField>
            {query.trim() ? (
              <p className="word-list__cache-note" aria-live="polite">
                {shown.length} of {sorted.length} words match.
              </p>
            ) : null}
          </div>
        ) : null}
        {sorted.length === 0 ? (
          <p className="word-list__empty">No words in “{wordbook.name}” yet. Add your first word above.</p>
        ) : shown.length === 0 ? (
          <p className="word-list__empty">No words match “{query.trim()}”.</p>
        ) : (
          <ul className="word-list__items">
            {shown.map((word) => (
              <WordCard
                key={word.id}
                word={word}
                isPro={isPro}
                online={online}
                busy={busy}
                notes={ai.notes}
                onGenerate={ai.generate}
                onEdit={words.edit}
                onDelete={words.remove}
                onSelect={words.select}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
