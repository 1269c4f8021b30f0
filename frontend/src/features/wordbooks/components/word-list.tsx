import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { WORDS_PER_WORDBOOK_MAX } from '@wordbook/core/rules/wordbook-rules';
import { SortSelect } from '../../../components/wordbook/sort-select';
import { useAtom, useAtomValue } from '../../../lib/jotai';
import { aiBusyAtom } from '../atoms/ai-busy-atom';
import { wordOrderAtom } from '../atoms/dashboard-atoms';
import { sortWords, type WordOrder } from '../lib/word-rules';
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
  const sorted = sortWords(words.words, order);

  return (
    <>
      <AddWordForm words={words} online={online} />
      <section className="wb-card word-list" aria-labelledby="word-list-title">
        <div className="word-list__head">
          <h2 id="word-list-title" className="wb-section-title">
            Words <span className="word-list__count">({words.words.length} of {WORDS_PER_WORDBOOK_MAX})</span>
          </h2>
          <SortSelect
            inputId="word-sort"
            value={order}
            options={ORDER_OPTIONS}
            onChange={setOrder}
            className="word-list__sort"
            dropdownClassName="word-list__sort-dropdown"
          />
        </div>
        {words.fromCache ? <p className="word-list__cache-note">Showing the copy saved on this device.</p> : null}
        {sorted.length === 0 ? (
          <p className="word-list__empty">No words in “{wordbook.name}” yet. Add your first word above.</p>
        ) : (
          <ul className="word-list__items">
            {sorted.map((word) => (
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
