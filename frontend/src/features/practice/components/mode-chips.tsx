import { MODE_LABELS, type TPracticeMode } from '@wordbook/core/rules/practice-rules';

/** The session's exercise types as small chips; mastered ones (used words) carry a tick. */
export function ModeChips({ modes, mastered = [] }: { modes: readonly TPracticeMode[]; mastered?: readonly TPracticeMode[] }) {
  return (
    <ul className="pr-mode-chips">
      {modes.map((mode) => {
        const done = mastered.includes(mode);
        return (
          <li key={mode} className={`pr-mode-chip${done ? ' pr-mode-chip--mastered' : ''}`}>
            {done ? <i className="pi pi-check" aria-hidden="true" /> : null}
            {MODE_LABELS[mode]}
            {done ? <span className="visually-hidden"> (mastered)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
