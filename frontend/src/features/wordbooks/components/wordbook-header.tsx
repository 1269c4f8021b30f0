import { checkWordbookName, WORDBOOK_NAME_MAX, wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { ConfirmDialog, type TConfirmText } from '../../../components/ui/confirm-dialog';
import { FieldMessage, invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import { WordbookBadges } from '../../../components/wordbook/wordbook-badges';
import { WordbookSettingFields } from '../../../components/wordbook/wordbook-setting-fields';
import { WORDBOOK_MESSAGES, type LocalWordbook } from './use-wordbook-list';
import { useDashboard } from './dashboard-context';
import { nameFeedback } from './create-wordbook-dialog';
import { OFFLINE_NOTE } from './offline-note';

/** Click the title to rename in place: Enter or leaving the field saves, Escape cancels (document 1, §2, §5). */
function TitleEditor({ wordbook, online }: { wordbook: LocalWordbook; online: boolean }) {
  const { list } = useDashboard();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(wordbook.name);
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  const stop = () => {
    setEditing(false);
    setFeedback(NEUTRAL);
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (cancelled.current || saving) return;
    const checked = checkWordbookName(value);
    if (checked.error !== null) {
      setFeedback(invalid(checked.error));
      return;
    }
    if (checked.name === wordbook.name) {
      stop();
      return;
    }
    setSaving(true);
    const outcome = await list.update(wordbook.id, { name: checked.name }, { quiet: true });
    setSaving(false);
    if (outcome.ok) {
      stop();
    } else if (outcome.status === 409) {
      setFeedback(invalid(wordbookMessages.nameTaken));
    } else if (outcome.status === 400) {
      setFeedback(invalid(outcome.message));
    } else {
      setFeedback(invalid(WORDBOOK_MESSAGES.updateFailed));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      setValue(wordbook.name);
      stop();
    }
  }

  if (!editing) {
    return (
      <h1 className="wb-title">
        <button
          ref={titleRef}
          type="button"
          className="wb-title__button"
          disabled={!online}
          title={online ? 'Click to rename' : OFFLINE_NOTE}
          onClick={() => {
            cancelled.current = false;
            setValue(wordbook.name);
            setEditing(true);
          }}
        >
          <span className="wb-title__text">{wordbook.name}</span>
          <i className="pi pi-pencil wb-title__icon" aria-hidden="true" />
          <span className="visually-hidden">{online ? '(rename)' : `(rename: ${OFFLINE_NOTE})`}</span>
        </button>
      </h1>
    );
  }

  return (
    <form className="wb-title-form" noValidate onSubmit={(event) => void save(event)}>
      <label htmlFor="wordbook-title-input" className="visually-hidden">
        Wordbook name
      </label>
      <div className="wb-title-form__row row">
        <TextInput
          id="wordbook-title-input"
          value={value}
          onChange={(next) => {
            setValue(next);
            setFeedback(nameFeedback(next));
          }}
          onKeyDown={onKeyDown}
          onBlur={() => void save()}
          feedback={feedback}
          maxLength={WORDBOOK_NAME_MAX + 1}
          autoFocus
          autoComplete="off"
          disabled={saving}
          className="wb-title-form__input"
        />
        <Button type="submit" icon="pi pi-check" aria-label="Save name" size="small" loading={saving} onMouseDown={(e) => e.preventDefault()} />
        <Button
          icon="pi pi-times"
          aria-label="Cancel renaming"
          size="small"
          variant="text"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            cancelled.current = true;
            setValue(wordbook.name);
            stop();
          }}
        />
      </div>
      <FieldMessage inputId="wordbook-title-input" feedback={feedback} />
    </form>
  );
}

const DELETE_WORDBOOK_TEXT: TConfirmText = { header: 'Delete this wordbook?', keepLabel: 'Cancel', confirmLabel: 'Delete wordbook', confirmIcon: 'pi pi-trash' };

function DeleteWordbookButton({ wordbook, online }: { wordbook: LocalWordbook; online: boolean }) {
  const { list } = useDashboard();
  const navigate = useNavigate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const ok = await list.remove(wordbook.id);
    setBusy(false);
    if (ok) {
      setOpen(false);
      notify.success(`“${wordbook.name}” was deleted.`);
      navigate('/dashboard', { replace: true });
    }
  }

  return (
    <>
      <Button
        label="Delete"
        icon="pi pi-trash"
        variant="outlined"
        size="small"
        className="wb-button--danger-outline"
        disabled={!online}
        tooltip={online ? undefined : OFFLINE_NOTE}
        tooltipOptions={{ showOnDisabled: true }}
        aria-label={online ? 'Delete wordbook' : `Delete wordbook (${OFFLINE_NOTE})`}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog {...DELETE_WORDBOOK_TEXT} open={open} busy={busy} onKeep={() => setOpen(false)} onConfirm={() => void confirm()}>
        <p className="dialog-text">
          “{wordbook.name}” and its {wordbook.word_count} {wordbook.word_count === 1 ? 'word' : 'words'} will be deleted.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** Where the header's settings start open (and their fold is hidden): the layout's tablet breakpoint. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Title, badges, links and settings of the open wordbook (document 1, §2 and §3). */
export function WordbookHeader({ wordbook }: { wordbook: LocalWordbook }) {
  const { list, online } = useDashboard();
  const offlineTitle = online ? undefined : OFFLINE_NOTE;
  const [settingsOpen] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  return (
    <header className="wb-card surface-card wb-header stack">
      <div className="wb-header__top cluster">
        <TitleEditor wordbook={wordbook} online={online} />
        <div className="wb-header__links">
          <LinkButton to={`/dashboard/practice/${wordbook.id}`} variant="outlined" size="small" icon="pi pi-history">
            Practice History
          </LinkButton>
          <LinkButton to={`/practice/${wordbook.id}`} size="small" icon="pi pi-play">
            Practice
          </LinkButton>
        </div>
      </div>

      <WordbookBadges wordbook={wordbook} />

      {/* Folded on phones, so that adding a word comes first; open on wider screens. */}
      <details className="wb-header__settings" open={settingsOpen}>
        <summary className="wb-header__settings-toggle">Wordbook settings</summary>
        <div className="wb-header__bottom cluster">
          <fieldset className="wb-settings cluster" title={offlineTitle}>
            <legend className="visually-hidden">Wordbook settings</legend>
            <WordbookSettingFields
              wordbook={wordbook}
              idPrefix="wb-setting"
              disabled={!online}
              onChange={(change) => void list.update(wordbook.id, change)}
              reuseClassName="wb-settings__item row wb-settings__item--reuse"
              reuseDropdownClassName="wb-dropdown wb-settings__dropdown"
            />
            {online ? null : <span className="nav-note">{OFFLINE_NOTE}</span>}
          </fieldset>
          <DeleteWordbookButton wordbook={wordbook} online={online} />
        </div>
      </details>
    </header>
  );
}
