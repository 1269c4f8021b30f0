import {
  isPlayableMode,
  MODE_GROUPS,
  MODE_LABELS,
  PRACTICE_MESSAGES as M,
  REQUIRED_CORRECT_MIN,
  type TPlayableMode,
} from '@wordbook/core/rules/practice-rules';
import { Checkbox } from 'primereact/checkbox';
import { Slider } from 'primereact/slider';
import { ProBadge } from '../../../components/ui/pro-badge';
import type { TModeChoice, TModeChoices } from '../lib/setup-rules';
import { PracticePanel } from './practice-panel';

function ModeRow({
  mode,
  choice,
  requiredMax,
  wordCount,
  onChange,
}: {
  mode: TPlayableMode;
  choice: TModeChoice;
  requiredMax: number;
  /** Selected words this mode can use. */
  wordCount: number | null;
  onChange: (next: TModeChoice) => void;
}) {
  const id = `pr-mode-${mode}`;
  const required = choice.required;
  return (
    <li className={`pr-mode${choice.enabled ? '' : ' pr-mode--off'}`}>
      <div className="pr-mode__check cluster">
        <Checkbox inputId={id} checked={choice.enabled} onChange={(event) => onChange({ ...choice, enabled: Boolean(event.checked) })} />
        <label htmlFor={id} className="pr-mode__label">
          {MODE_LABELS[mode]}
        </label>
        {wordCount !== null ? (
          <span className="pr-mode__count">
            {wordCount} {wordCount === 1 ? 'word' : 'words'}
          </span>
        ) : null}
      </div>
      <div className="pr-mode__slider">
        <span className="pr-mode__slider-label" aria-hidden="true">
          Correct answers needed
        </span>
        <Slider
          value={required}
          min={REQUIRED_CORRECT_MIN}
          max={requiredMax}
          step={1}
          disabled={!choice.enabled}
          onChange={(event) => onChange({ ...choice, required: Array.isArray(event.value) ? event.value[0]! : event.value })}
          className="pr-slider"
          pt={{
            handle: {
              'aria-label': `Correct answers needed for ${MODE_LABELS[mode]}`,
              'aria-valuenow': required,
              'aria-valuetext': `${required} correct ${required === 1 ? 'answer' : 'answers'} for ${MODE_LABELS[mode]}`,
              'aria-disabled': !choice.enabled,
              tabIndex: choice.enabled ? 0 : -1,
            } as Record<string, unknown>,
          }}
        />
        <output className="pr-mode__value" aria-hidden="true">
          {required}
        </output>
      </div>
    </li>
  );
}

/**
 * 'Exercise Types' (document 2, §2.4): the modes in their groups, each with a checkbox and a
 * slider for the correct answers it needs (1–3, or up to 5 with the setup flag). Make a
 * Sentence is shown, disabled, as 'Pro Only'.
 */
export function ExerciseTypesPanel({
  modes,
  requiredMax,
  wordCounts,
  onChange,
}: {
  modes: TModeChoices;
  requiredMax: number;
  wordCounts: Record<TPlayableMode, number> | null;
  onChange: (mode: TPlayableMode, next: TModeChoice) => void;
}) {
  const none = !Object.values(modes).some((m) => m.enabled);
  return (
    <PracticePanel titleId="pr-modes-title" icon="pi pi-th-large" title="Exercise Types" className="pr-panel stack">
      <p className="pr-panel__summary">
        Each word must be answered correctly this many times in each exercise (1–{requiredMax}).
      </p>
      <div className="pr-groups">
        {MODE_GROUPS.map((group) => (
          <fieldset key={group.label} className="pr-group">
            <legend className="pr-group__title">{group.label}</legend>
            <ul className="pr-group__modes">
              {group.modes.map((mode) =>
                isPlayableMode(mode) ? (
                  <ModeRow
                    key={mode}
                    mode={mode}
                    choice={modes[mode]}
                    requiredMax={requiredMax}
                    wordCount={wordCounts ? wordCounts[mode] : null}
                    onChange={(next) => onChange(mode, next)}
                  />
                ) : (
                  <li key={mode} className="pr-mode pr-mode--off pr-mode--locked">
                    <div className="pr-mode__check cluster">
                      <Checkbox inputId={`pr-mode-${mode}`} checked={false} disabled aria-describedby={`pr-mode-${mode}-note`} />
                      <label htmlFor={`pr-mode-${mode}`} className="pr-mode__label">
                        {MODE_LABELS[mode]}
                      </label>
                      <ProBadge label={M.makeSentenceBadge} />
                    </div>
                    <p id={`pr-mode-${mode}-note`} className="pr-mode__note">
                      In development.
                    </p>
                  </li>
                ),
              )}
            </ul>
          </fieldset>
        ))}
      </div>
      {none ? (
        <p className="pr-panel__note row pr-panel__note--error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {M.selectExercise}
        </p>
      ) : null}
    </PracticePanel>
  );
}
