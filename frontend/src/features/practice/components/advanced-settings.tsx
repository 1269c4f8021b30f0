import { clampNumChoices, NUM_CHOICES_MAX, NUM_CHOICES_MIN } from '@wordbook/core/rules/practice-rules';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import type { ReactNode } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { FieldMessage, invalid, NEUTRAL } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import type { TChunkState } from '../lib/setup-rules';

export type TAdvancedValues = {
  useAllAiData: boolean;
  showProgress: boolean;
  numChoices: number;
};

/** A setting's switch with its label and hint; `children` (the chunk size) follow the hint. */
function SwitchField({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `pr-setting stack ${className}` : 'pr-setting stack'}>
      <div className="pr-setting__row row">
        <InputSwitch inputId={id} checked={checked} disabled={Boolean(disabled)} onChange={(event) => onChange(Boolean(event.value))} aria-describedby={`${id}-hint`} />
        <label htmlFor={id} className="pr-setting__label">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="pr-setting__hint">
        {hint}
      </p>
      {children}
    </div>
  );
}

/** A setting's label above its control, and its hint (then any field message) below. */
function LabelledSetting({
  id,
  label,
  hintId,
  hint,
  message,
  className,
  children,
}: {
  id: string;
  label: string;
  hintId: string;
  hint: ReactNode;
  message?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} stack`}>
      <label htmlFor={id} className="pr-setting__label">
        {label}
      </label>
      {children}
      <p id={hintId} className="pr-setting__hint">
        {hint}
      </p>
      {message}
    </div>
  );
}

/**
 * The collapsible 'Advanced Settings' (document 2, §2.4, §5): use AI data, show progress, the
 * number of choices (2–6, default 4, clamped) and chunking with its bounds, hints and messages.
 */
export function AdvancedSettings({
  values,
  chunk,
  onChange,
  onChunkToggle,
  onChunkText,
  onChunkBlur,
}: {
  values: TAdvancedValues;
  chunk: TChunkState;
  onChange: (next: TAdvancedValues) => void;
  onChunkToggle: (enabled: boolean) => void;
  onChunkText: (text: string) => void;
  onChunkBlur: () => void;
}) {
  const chunkFeedback = chunk.error ? invalid(chunk.error) : NEUTRAL;
  const content = (
    <div className="pr-settings">
      <SwitchField
        id="pr-use-ai"
        label="Use AI data"
        hint="Also practise with the other AI meanings and examples you can see, not only the ones shown on each word."
        checked={values.useAllAiData}
        onChange={(useAllAiData) => onChange({ ...values, useAllAiData })}
      />
      <SwitchField
        id="pr-show-progress"
        label="Show progress"
        hint="Show the progress bar while you practise."
        checked={values.showProgress}
        onChange={(showProgress) => onChange({ ...values, showProgress })}
      />
      <LabelledSetting
        id="pr-num-choices"
        label="Number of choices"
        hintId="pr-num-choices-hint"
        hint={<>Options in each multiple-choice question, {NUM_CHOICES_MIN} to {NUM_CHOICES_MAX}.</>}
        className="pr-setting"
      >
        <InputNumber
          inputId="pr-num-choices"
          value={values.numChoices}
          min={NUM_CHOICES_MIN}
          max={NUM_CHOICES_MAX}
          showButtons
          buttonLayout="horizontal"
          incrementButtonIcon="pi pi-plus"
          decrementButtonIcon="pi pi-minus"
          incrementButtonClassName="p-button-outlined"
          decrementButtonClassName="p-button-outlined"
          allowEmpty={false}
          useGrouping={false}
          onValueChange={(event) => onChange({ ...values, numChoices: clampNumChoices(Number(event.value)) })}
          className="pr-number"
          inputClassName="wb-input pr-number__input"
          aria-describedby="pr-num-choices-hint"
        />
      </LabelledSetting>
      <SwitchField
        id="pr-chunk-enabled"
        label="Chunking"
        hint={chunk.hint ?? 'Take a short break after each chunk of questions.'}
        checked={chunk.enabled}
        disabled={!chunk.possible}
        onChange={onChunkToggle}
        className="pr-setting--chunk"
      >
        {chunk.enabled ? (
          <LabelledSetting
            id="pr-chunk-size"
            label="Questions per chunk"
            hintId="pr-chunk-range"
            hint={<>1 to {chunk.max}</>}
            message={<FieldMessage inputId="pr-chunk-size" feedback={chunkFeedback} />}
            className="pr-chunk"
          >
            <TextInput
              id="pr-chunk-size"
              value={chunk.text}
              onChange={onChunkText}
              onBlur={onChunkBlur}
              feedback={chunkFeedback}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              className="pr-chunk__input"
              aria-describedby="pr-chunk-size-feedback pr-chunk-range"
            />
          </LabelledSetting>
        ) : null}
      </SwitchField>
    </div>
  );
  return <Accordion className="pr-advanced" items={[{ id: 'advanced', title: 'Advanced Settings', content }]} />;
}
