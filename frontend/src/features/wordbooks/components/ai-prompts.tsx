import type { TAiType } from '@wordbook/core/contract/wordbooks';
import { AI_COSTS } from '@wordbook/core/rules/ai-points';
import { Checkbox } from 'primereact/checkbox';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export type PreviousChoice = { force: 'reuse' | 'regenerate'; remember: boolean };

/** What the AI flow is waiting for the learner to answer. */
export type AiPrompt =
  | { kind: 'previous'; word: string; type: TAiType; answer: (choice: PreviousChoice | null) => void }
  | { kind: 'free-plan'; type: TAiType; remaining: number | null; answer: (go: boolean, hideToday: boolean) => void }
  | { kind: 'bulk-previous'; type: TAiType; existing: number; total: number; answer: (force: 'reuse' | 'regenerate' | null) => void };

const noun = (type: TAiType) => (type === 'definition' ? 'definitions' : 'examples');

/** The frame the three prompts share: a small dialog, one message, a secondary and a primary answer. */
function PromptDialog({
  header,
  onClose,
  secondary,
  primary,
  children,
}: {
  header: string;
  onClose: () => void;
  secondary: ButtonProps;
  primary: ButtonProps;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      header={header}
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-actions">
          <Button {...secondary} />
          <Button {...primary} autoFocus />
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

/** A checkbox with its label below a prompt's message. */
function CheckRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="check-row">
      <Checkbox inputId={id} checked={checked} onChange={(event) => onChange(Boolean(event.checked))} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** 'Previous Data Found' (document 1, §4): Generate New or Load Previous, optionally remembered for the wordbook. */
function PreviousDataDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'previous' }> }) {
  const [remember, setRemember] = useState(false);
  return (
    <PromptDialog
      header="Previous Data Found"
      onClose={() => prompt.answer(null)}
      secondary={{ label: 'Load Previous', variant: 'outlined', icon: 'pi pi-history', onClick: () => prompt.answer({ force: 'reuse', remember }) }}
      primary={{ label: 'Generate New', icon: 'pi pi-sparkles', onClick: () => prompt.answer({ force: 'regenerate', remember }) }}
    >
      <p className="dialog-text">
        AI {noun(prompt.type)} for “{prompt.word}” were generated before. Load them again at no cost, or generate new ones?
      </p>
      <CheckRow id="ai-remember-choice" label="Remember this choice for this wordbook" checked={remember} onChange={setRemember} />
    </PromptDialog>
  );
}

/** 'Free Plan AI Limit' (document 1, §4): asked before each generation unless hidden for today. */
function FreePlanDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'free-plan' }> }) {
  const [hideToday, setHideToday] = useState(false);
  const cost = prompt.type === 'definition' ? AI_COSTS.definition : AI_COSTS.example;
  return (
    <PromptDialog
      header="Free Plan AI Limit"
      onClose={() => prompt.answer(false, false)}
      secondary={{ label: 'Cancel', variant: 'text', onClick: () => prompt.answer(false, false) }}
      primary={{ label: 'Continue', icon: 'pi pi-sparkles', onClick: () => prompt.answer(true, hideToday) }}
    >
      <p className="dialog-text">
        The Free plan includes a monthly allowance of AI points. Generating {noun(prompt.type)} uses {cost} points
        {prompt.remaining !== null ? ` (you have ${prompt.remaining.toLocaleString('en-US')} left this month)` : ''}. Pro has nearly unlimited AI.
      </p>
      <CheckRow id="ai-hide-today" label="Don't show this again today" checked={hideToday} onChange={setHideToday} />
    </PromptDialog>
  );
}

/** Bulk Generate found earlier AI data for some words: Load Previous or Regenerate All; closing cancels the run. */
function BulkPreviousDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'bulk-previous' }> }) {
  return (
    <PromptDialog
      header="Previous Data Found"
      onClose={() => prompt.answer(null)}
      secondary={{ label: 'Load Previous', variant: 'outlined', icon: 'pi pi-history', onClick: () => prompt.answer('reuse') }}
      primary={{ label: 'Regenerate All', icon: 'pi pi-refresh', onClick: () => prompt.answer('regenerate') }}
    >
      <p className="dialog-text">
        {prompt.existing} of the {prompt.total} words already have AI {noun(prompt.type)} from before. Load those again at no cost, or regenerate all of them?
      </p>
    </PromptDialog>
  );
}

export function AiPromptDialog({ prompt }: { prompt: AiPrompt | null }) {
  if (!prompt) return null;
  if (prompt.kind === 'previous') return <PreviousDataDialog prompt={prompt} />;
  if (prompt.kind === 'free-plan') return <FreePlanDialog prompt={prompt} />;
  return <BulkPreviousDialog prompt={prompt} />;
}
