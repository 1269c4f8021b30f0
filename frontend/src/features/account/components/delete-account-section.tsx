import { ACCOUNT_MESSAGES as M, ACCOUNT_PURGE_AFTER_MONTHS } from '@wordbook/core/rules/account-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { failureMessage, useSubmit } from '../../../lib/use-submit';
import { deleteAccount } from '../api/delete-account';
import { PasswordField } from '../../../components/ui/text-field';

/** Account deletion behind a confirmation modal: the password, or a tick for accounts without one. */
export function DeleteAccountSection({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-section surface-card account-section--danger" aria-labelledby="delete-title">
      <div className="account-section__head cluster">
        <div>
          <h2 id="delete-title" className="account-section__title">
            Delete account
          </h2>
          <p className="account-section__text">
            Your wordbooks, practice history and study plans are removed for good {ACCOUNT_PURGE_AFTER_MONTHS} months after deletion. You are logged out at
            once.
          </p>
        </div>
        <Button label="Delete account" icon="pi pi-trash" size="small" className="p-button-danger wb-button--danger" onClick={() => setOpen(true)} />
      </div>
      {open ? <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ hasPassword, onClose, onDeleted }: { hasPassword: boolean; onClose: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const { busy, submit } = useSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) {
      setFeedback(invalid(M.deletePasswordRequired));
      return;
    }
    if (!hasPassword && !confirmed) {
      setFeedback(invalid(M.deleteConfirmRequired));
      return;
    }
    await submit(
      async () => {
        await deleteAccount(hasPassword ? { password } : { confirm: true });
        onDeleted();
      },
      (failure) => setFeedback(invalid(failureMessage(failure, 'Failed to delete the account.'))),
    );
  }

  return (
    <Dialog open onClose={onClose} header="Delete your account?" style={{ width: '30rem' }}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>This cannot be undone from the app. Your data is purged {ACCOUNT_PURGE_AFTER_MONTHS} months after deletion.</p>
        {hasPassword ? (
          <PasswordField
            id="delete-password"
            label="Password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFeedback(NEUTRAL);
            }}
            feedback={feedback}
            autoComplete="current-password"
          />
        ) : (
          <CheckboxField
            id="delete-confirm"
            label="I understand that my account will be deleted."
            checked={confirmed}
            onChange={(checked) => {
              setConfirmed(checked);
              setFeedback(NEUTRAL);
            }}
            feedback={feedback}
          />
        )}
        <div className="dialog-actions">
          <Button label="Cancel" variant="text" onClick={onClose} disabled={busy} />
          <Button type="submit" label="Delete my account" icon="pi pi-trash" className="p-button-danger wb-button--danger" loading={busy} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
