import type { TAiReuseBehavior, TWordbook } from '@wordbook/core/contract/wordbooks';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';

const REUSE_OPTIONS: { label: string; value: TAiReuseBehavior }[] = [
  { label: 'Ask me each time', value: 'ask' },
  { label: 'Load previous results', value: 'reuse' },
  { label: 'Always generate new', value: 'regenerate' },
];

export type TWordbookSettingChange = { isMain: boolean } | { favorite: boolean } | { ai_reuse_behavior: TAiReuseBehavior };

/**
 * The main, favorite and "when AI data exists" controls of a wordbook (document 1, §3; document 2, §2.6).
 * Callers place them (header fieldset or dialog) and pick the ids and the reuse row's classes.
 */
export function WordbookSettingFields({
  wordbook,
  idPrefix,
  disabled,
  onChange,
  reuseClassName,
  reuseDropdownClassName = 'wb-dropdown',
}: {
  wordbook: Pick<TWordbook, 'is_main' | 'is_favorite' | 'ai_reuse_behavior'>;
  idPrefix: string;
  disabled: boolean;
  onChange: (change: TWordbookSettingChange) => void;
  reuseClassName: string;
  reuseDropdownClassName?: string;
}) {
  return (
    <>
      <div className="wb-settings__item row">
        <InputSwitch inputId={`${idPrefix}-main`} checked={wordbook.is_main} disabled={disabled} onChange={(event) => onChange({ isMain: Boolean(event.value) })} />
        <label htmlFor={`${idPrefix}-main`}>Main wordbook</label>
      </div>
      <div className="wb-settings__item row">
        <InputSwitch
          inputId={`${idPrefix}-favorite`}
          checked={wordbook.is_favorite === 1}
          disabled={disabled}
          onChange={(event) => onChange({ favorite: Boolean(event.value) })}
        />
        <label htmlFor={`${idPrefix}-favorite`}>Favorite</label>
      </div>
      <div className={reuseClassName}>
        <label htmlFor={`${idPrefix}-reuse`}>When AI data exists</label>
        <Dropdown
          inputId={`${idPrefix}-reuse`}
          value={wordbook.ai_reuse_behavior}
          options={REUSE_OPTIONS}
          optionLabel="label"
          optionValue="value"
          disabled={disabled}
          onChange={(event) => onChange({ ai_reuse_behavior: event.value as TAiReuseBehavior })}
          className={reuseDropdownClassName}
          panelClassName="wb-dropdown-panel"
        />
      </div>
    </>
  );
}
