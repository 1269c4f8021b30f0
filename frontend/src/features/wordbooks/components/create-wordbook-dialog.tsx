import { checkWordbookName, WORDBOOK_NAME_MAX, wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import type { WordbookList } from './use-wordbook-list';
import { TextField } from '../../../components/ui/text-field';

/** The name rules, live as the learner types (document 1, §5 "Wordbook name"). */
export function nameFeedback(value: string): FieldFeedback {
  const { error } = checkWordbookName(value);
  return error ? invalid(error) : NEUTRAL;
}

/**
 * The create-wordbook form. Submitting closes it and shows the wordbook at once; the server's id
 * replaces the temporary one. A 409 opens 'Duplicate Wordbook', whose OK reopens this form with
 * the name the learner typed (document 1, §4).
 */
export function CreateWordbookDialog({
  open,
  onOpen,
  onClose,
  create,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  create: WordbookList['create'];
}) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [duplicateName, setDuplicateName] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWordbookName(name);
    if (checked.error !== null) {
      setFeedback(invalid(checked.error));
      return;
    }
    const submitted = checked.name;
    onClose();
    void create(submitted).then((outcome) => {
      if (outcome.kind === 'created') {
        setName('');
        setFeedback(NEUTRAL);
        navigate(`/dashboard/${outcome.wordbook.id}`);
      } else if (outcome.kind === 'duplicate') {
        setDuplicateName(submitted);
      }
    });
  }

  function reopenAfterDuplicate() {
    setDuplicateName(null);
    setFeedback(invalid(wordbookMessages.nameTaken));
    onOpen();
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} header="New wordbook" style={{ width: '28rem' }}>
        <form noValidate onSubmit={onSubmit}>
          <TextField
            id="wordbook-name"
            label="Name" hint={`Up to ${WORDBOOK_NAME_MAX} characters.`}
            value={name}
            onChange={(value) => {
              setName(value);
              setFeedback(nameFeedback(value));
            }}
            feedback={feedback}
            maxLength={WORDBOOK_NAME_MAX + 1}
            autoComplete="off"
            autoFocus
          />
          <div className="dialog-actions">
            <Button label="Cancel" variant="text" onClick={onClose} />
            <Button type="submit" label="Create" icon="pi pi-plus" disabled={feedback.status === 'invalid' && feedback.message !== wordbookMessages.nameTaken} />
          </div>
        </form>
      </Dialog>
      <Dialog
        open={duplicateName !== null}
        onClose={() => setDuplicateName(null)}
        header="Duplicate Wordbook"
        style={{ width: '26rem' }}
        footer={<Button label="OK" onClick={reopenAfterDuplicate} autoFocus />}
      >
        <p className="dialog-text">
          You already have a wordbook named “{duplicateName}”. {wordbookMessages.nameTaken} Please choose another name.
        </p>
      </Dialog>
    </>
  );
}
