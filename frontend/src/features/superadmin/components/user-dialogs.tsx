import { DEFINITION_LANGUAGES } from '@wordbook/core/rules/account-rules';
import { PLAN_CHANGE_REASONS, type TAdminUser, type TUserEditRequest } from '@wordbook/core/contract/superadmin';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { refusalMessage } from '../../../lib/api-client';
import { changePlan, editUser } from '../api/superadmin-users';

/** The suggested Pro expiry: 30 days ahead (document 1 §5, §9). */
const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const NON_NEGATIVE = /^\d+$/;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="stack staff-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A dialog form's last lines: the refusal, if any, then Cancel and the submit button. */
function FormFooter({ error, busy, submitLabel, onClose }: { error: string | null; busy: boolean; submitLabel: string; onClose: () => void }) {
  return (
    <>
      {error ? (
        <p role="alert" className="staff-error">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <Button label="Cancel" variant="text" onClick={onClose} />
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} />
      </div>
    </>
  );
}

/** Edit a user's details (document 1 §3, §5): only the fields that changed are sent. */
export function UserEditDialog({ user, onClose, onSaved }: { user: TAdminUser; onClose: () => void; onSaved: (user: TAdminUser) => void }) {
  const [form, setForm] = useState({
    full_name: user.full_name,
    username: user.username,
    email: user.email,
    monthly_ai_usage_points: String(user.monthly_ai_usage_points),
    level: user.level === null ? '' : String(user.level),
    preferred_definition_languages: user.preferred_definition_languages,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string | string[]) => setForm((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!NON_NEGATIVE.test(form.monthly_ai_usage_points)) return setError('monthly_ai_usage_points must be a non-negative integer.');
    if (form.level !== '' && !NON_NEGATIVE.test(form.level)) return setError('level must be a non-negative integer.');
    const wanted: TUserEditRequest = {
      full_name: form.full_name,
      username: form.username,
      email: form.email,
      monthly_ai_usage_points: Number(form.monthly_ai_usage_points),
      level: form.level === '' ? null : Number(form.level),
      preferred_definition_languages: form.preferred_definition_languages as TUserEditRequest['preferred_definition_languages'] & string[],
    };
    const changes = Object.fromEntries(
      Object.entries(wanted).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(user[key as keyof TAdminUser])),
    ) as TUserEditRequest;
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      onSaved(await editUser(user.id, changes));
    } catch (failure) {
      setError(refusalMessage(failure, 'Failed to save changes.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} header={`Edit ${user.username}`} style={{ width: '34rem' }}>
      <form className="stack" onSubmit={(event) => void save(event)} aria-label="Edit user">
        <Field id="edit-full-name" label="Full name">
          <InputText id="edit-full-name" value={form.full_name} onChange={(e) => set('full_name')(e.target.value)} />
        </Field>
        <Field id="edit-username" label="Username">
          <InputText id="edit-username" value={form.username} onChange={(e) => set('username')(e.target.value)} />
        </Field>
        <Field id="edit-email" label="E-mail">
          <InputText id="edit-email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} />
        </Field>
        <div className="cluster">
          <Field id="edit-points" label="AI points used this month">
            <InputText id="edit-points" inputMode="numeric" value={form.monthly_ai_usage_points} onChange={(e) => set('monthly_ai_usage_points')(e.target.value)} />
          </Field>
          <Field id="edit-level" label="Level">
            <InputText id="edit-level" inputMode="numeric" value={form.level} onChange={(e) => set('level')(e.target.value)} />
          </Field>
        </div>
        <Field id="edit-languages" label="Definition languages">
          <MultiSelect
            inputId="edit-languages"
            value={form.preferred_definition_languages}
            options={[...DEFINITION_LANGUAGES]}
            display="chip"
            onChange={(e) => set('preferred_definition_languages')(e.value as string[])}
          />
        </Field>
        <FormFooter error={error} busy={busy} submitLabel="Save" onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** Change a user's plan: a reason is required; the expiry date is for Pro only, 30 days ahead by default. */
export function PlanDialog({ user, onClose, onSaved }: { user: TAdminUser; onClose: () => void; onSaved: (user: TAdminUser) => void }) {
  const [newPlan, setNewPlan] = useState<'free' | 'pro'>(user.plan === 'pro' ? 'free' : 'pro');
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [expireDate, setExpireDate] = useState(user.pro_expires_on ?? inThirtyDays());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError('A plan change requires a reason.');
    setBusy(true);
    setError(null);
    try {
      const change = { newPlan, reason: reason as (typeof PLAN_CHANGE_REASONS)[number], ...(note.trim() ? { note: note.trim() } : {}), ...(newPlan === 'pro' ? { expireDate } : {}) };
      onSaved(await changePlan(user.id, change));
    } catch (failure) {
      setError(refusalMessage(failure, 'Failed to change plan'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} header={`Change the plan of ${user.username}`} style={{ width: '30rem' }}>
      <form className="stack" onSubmit={(event) => void save(event)} aria-label="Change plan">
        <p className="staff-muted">
          Now: {user.plan}
          {user.pro_expires_on ? ` until ${user.pro_expires_on}` : ''}
        </p>
        <Field id="plan-new" label="New plan">
          <Dropdown inputId="plan-new" value={newPlan} options={['free', 'pro']} onChange={(e) => setNewPlan(e.value as 'free' | 'pro')} />
        </Field>
        <Field id="plan-reason" label="Reason">
          <Dropdown inputId="plan-reason" value={reason || null} options={[...PLAN_CHANGE_REASONS]} placeholder="Choose a reason" onChange={(e) => setReason(e.value as string)} />
        </Field>
        {newPlan === 'pro' ? (
          <Field id="plan-expiry" label="Pro until">
            <InputText id="plan-expiry" type="date" value={expireDate} onChange={(e) => setExpireDate(e.target.value)} />
          </Field>
        ) : null}
        <Field id="plan-note" label="Note (optional)">
          <InputTextarea id="plan-note" value={note} rows={2} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <FormFooter error={error} busy={busy} submitLabel="Change plan" onClose={onClose} />
      </form>
    </Dialog>
  );
}
