import type { TAiType } from '@wordbook/core/contract/wordbooks';
import { AI_COSTS } from '@wordbook/core/rules/ai-points';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export type PreviousChoice = { force: 'reuse' | 'regenerate'; remember: boolean };

/** What the AI flow is waiting for the learner to answer. */
export type AiPrompt =
  | { kind: 'previous'; word: string; type: TAiType; answer: (choice: PreviousChoice | null) => void }
  | { kind: 'free-plan'; type: TAiType; remaining: number | null; answer: (go: boolean, hideToday: boolean) => void }
  | { kind: 'bulk-previous'; type: TAiType; existing: number; total: number; answer: (force: 'reuse' | 'regenerate' | null) => void };

const noun = (type: TAiType) => (type === 'definition' ? 'definitions' : 'examples');

/** 'Previous Data Found' (document 1, §4): Generate New or Load Previous, optionally remembered for the wordbook. */
function PreviousDataDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'previous' }> }) {
  const [remember, setRemember] = useState(false);
  return (
    <Dialog
      open
      onClose={() => prompt.answer(null)}
      header="Previous Data Found"
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Load Previous" variant="outlined" icon="pi pi-history" onClick={() => prompt.answer({ force: 'reuse', remember })} />
          <Button label="Generate New" icon="pi pi-sparkles" onClick={() => prompt.answer({ force: 'regenerate', remember })} autoFocus />
        </div>
      }
    >
      <p className="dialog-text">
        AI {noun(prompt.type)} for “{prompt.word}” were generated before. Load them again at no cost, or generate new ones?
      </p>
      <div className="check-row">
        <Checkbox inputId="ai-remember-choice" checked={remember} onChange={(event) => setRemember(Boolean(event.checked))} />
        <label htmlFor="ai-remember-choice">Remember this choice for this wordbook</label>
      </div>
    </Dialog>
  );
}

/** 'Free Plan AI Limit' (document 1, §4): asked before each generation unless hidden for today. */
function FreePlanDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'free-plan' }> }) {
  const [hideToday, setHideToday] = useState(false);
  const cost = prompt.type === 'definition' ? AI_COSTS.definition : AI_COSTS.example;
  return (
    <Dialog
      open
      onClose={() => prompt.answer(false, false)}
      header="Free Plan AI Limit"
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Cancel" variant="text" onClick={() => prompt.answer(false, false)} />
          <Button label="Continue" icon="pi pi-sparkles" onClick={() => prompt.answer(true, hideToday)} autoFocus />
        </div>
      }
    >
      <p className="dialog-text">
        The Free plan includes a monthly allowance of AI points. Generating {noun(prompt.type)} uses {cost} points
        {prompt.remaining !== null ? ` (you have ${prompt.remaining.toLocaleString('en-US')} left this month)` : ''}. Pro has nearly unlimited AI.
      </p>
      <div className="check-row">
        <Checkbox inputId="ai-hide-today" checked={hideToday} onChange={(event) => setHideToday(Boolean(event.checked))} />
        <label htmlFor="ai-hide-today">Don't show this again today</label>
      </div>
    </Dialog>
  );
}

/** Bulk Generate found earlier AI data for some words: Load Previous or Regenerate All; closing cancels the run. */
function BulkPreviousDialog({ prompt }: { prompt: Extract<AiPrompt, { kind: 'bulk-previous' }> }) {
  return (
    <Dialog
      open
      onClose={() => prompt.answer(null)}
      header="Previous Data Found"
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Load Previous" variant="outlined" icon="pi pi-history" onClick={() => prompt.answer('reuse')} />
          <Button label="Regenerate All" icon="pi pi-refresh" onClick={() => prompt.answer('regenerate')} autoFocus />
        </div>
      }
    >
      <p className="dialog-text">
        {prompt.existing} of the {prompt.total} words already have AI {noun(prompt.type)} from before. Load those again at no cost, or regenerate all of them?
      </p>
    </Dialog>
  );
}

export function AiPromptDialog({ prompt }: { prompt: AiPrompt | null }) {
  if (!prompt) return null;
  if (prompt.kind === 'previous') return <PreviousDataDialog prompt={prompt} />;
  if (prompt.kind === 'free-plan') return <FreePlanDialog prompt={prompt} />;
  return <BulkPreviousDialog prompt={prompt} />;
}
