import type { TAccount } from '@wordbook/core/contract/accounts';
import { ACCOUNT_MESSAGES as M, normaliseFullName, type TDefinitionLanguage, USERNAME_RULE } from '@wordbook/core/rules/account-rules';
import { Dropdown } from 'primereact/dropdown';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button } from '../../../components/ui/button';
import { type FieldFeedback, FormError, FormField, invalid, NEUTRAL, valid } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { checkFullname, usernameAvailability } from '../../../lib/field-checks';
import { useDebouncedCheck } from '../../../lib/use-debounced-check';
import { useSubmit } from '../../../lib/use-submit';
import { updateAccount, type TProfileChanges } from '../api/update-account';
import { AI_ONLY_HINT, DEFINITION_LANGUAGE_NAMES, DEFINITION_LANGUAGE_OPTIONS, preferredLanguage } from '../definition-languages';
import { localProfileFullName, localProfileUsername } from '../profile-rules';
import { TextField } from '../../../components/ui/text-field';
import { TitledSection } from '../../../components/layout/titled-section';

/** Profile tab (document 2, §2.3, §4, §5): view mode, and an edit mode with live checks. */
export function ProfileTab({ account, onSaved }: { account: TAccount; onSaved: (account: TAccount) => void }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileForm
      account={account}
      onCancel={() => setEditing(false)}
      onSaved={(saved) => {
        setEditing(false);
        onSaved(saved);
      }}
    />
  ) : (
    <ProfileView account={account} onEdit={() => setEditing(true)} />
  );
}

/** The account page's card classes, for the profile's two sections. */
const SECTION = { className: 'account-section surface-card', headClassName: 'account-section__head cluster', titleClassName: 'account-section__title' };

function ProfileView({ account, onEdit }: { account: TAccount; onEdit: () => void }) {
  const language = preferredLanguage(account.preferred_definition_languages);
  return (
    <TitledSection titleId="profile-title" title="Profile" {...SECTION} head={<Button label="Edit profile" icon="pi pi-pencil" variant="outlined" size="small" onClick={onEdit} />}>
      <dl className="profile-list">
        <div>
          <dt>Full name</dt>
          <dd>{account.full_name}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{account.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {account.email}
            {account.google_id ? <span className="google-mark"> (Google)</span> : null}
          </dd>
        </div>
        <div>
          <dt>Preferred definition language</dt>
          <dd>{DEFINITION_LANGUAGE_NAMES[language]}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

function ProfileForm({ account, onCancel, onSaved }: { account: TAccount; onCancel: () => void; onSaved: (account: TAccount) => void }) {
  const notify = useNotify();
  const [fullName, setFullName] = useState(account.full_name);
  const [username, setUsername] = useState(account.username);
  const initialLanguage = preferredLanguage(account.preferred_definition_languages);
  const [language, setLanguage] = useState<TDefinitionLanguage>(initialLanguage);
  const [touched, setTouched] = useState({ fullName: false, username: false });
  const [formError, setFormError] = useState<string | null>(null);
  const { busy: saving, submit } = useSubmit();

  const [fullNameFeedback, setFullNameFeedback] = useDebouncedCheck(
    fullName,
    async (value, signal): Promise<FieldFeedback> => {
      const local = localProfileFullName(value, account.full_name);
      if (local) return local;
      try {
        const answer = await checkFullname(normaliseFullName(value), signal);
        return answer.ok ? valid() : invalid(answer.error || M.fullNameNotAllowedAccount);
      } catch {
        return invalid('Failed to validate full name.');
      }
    },
    { armed: touched.fullName },
  );
  const [usernameFeedback, setUsernameFeedback] = useDebouncedCheck(
    username,
    async (value, signal): Promise<FieldFeedback> => {
      const local = localProfileUsername(value, account.username);
      if (local) return local;
      try {
        return await usernameAvailability(value, signal);
      } catch (error) {
        return invalid(error instanceof ApiError && error.status === 400 ? M.usernameFormatAccount : 'Error checking username.');
      }
    },
    { armed: touched.username },
  );

  const changes: TProfileChanges = {};
  if (normaliseFullName(fullName) !== normaliseFullName(account.full_name)) changes.full_name = normaliseFullName(fullName);
  if (username !== account.username) changes.username = username;
  if (language !== initialLanguage) changes.preferred_definition_languages = [language];
  const changed = Object.keys(changes).length > 0;
  const hasErrors = [fullNameFeedback, usernameFeedback].some((f) => f.status === 'invalid' || f.status === 'checking');
  const canSave = changed && !hasErrors && !saving;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!changed) {
      setFormError(M.noValidChanges);
      return;
    }
    const localName = changes.full_name !== undefined ? localProfileFullName(fullName, account.full_name) : null;
    const localUser = changes.username !== undefined ? localProfileUsername(username, account.username) : null;
    if (localName?.status === 'invalid' || localUser?.status === 'invalid') {
      if (localName) setFullNameFeedback(localName);
      if (localUser) setUsernameFeedback(localUser);
      return;
    }
    if (hasErrors) return;
    setFormError(null);
    await submit(
      async () => {
        const saved = await updateAccount(changes);
        notify.success(changes.username ? M.usernameChanged : 'Profile saved.');
        onSaved(saved);
      },
      (error) => {
        const message = error instanceof ApiError && error.message ? error.message : 'Failed to save your profile.';
        const field = error instanceof ApiError ? (error.body as { field?: string } | undefined)?.field : undefined;
        if (field === 'username' || (error instanceof ApiError && error.status === 409)) setUsernameFeedback(invalid(message));
        else if (field === 'full_name') setFullNameFeedback(invalid(message));
        setFormError(message);
      },
    );
  }

  return (
    <TitledSection titleId="profile-edit-title" title="Edit profile" {...SECTION}>
      <form className="account-form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError} />
        <TextField
          id="account-full-name"
          label="Full name"
          value={fullName}
          onChange={(value) => {
            setFullName(value);
            setFormError(null);
            setTouched((t) => ({ ...t, fullName: true }));
          }}
          feedback={fullNameFeedback}
          autoComplete="name"
          maxLength={60}
        />
        <TextField
          id="account-username"
          label="Username"
          hint={USERNAME_RULE}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setFormError(null);
            setTouched((t) => ({ ...t, username: true }));
          }}
          feedback={usernameFeedback}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
        />
        <FormField inputId="account-email" label={account.google_id ? 'Email (Google)' : 'Email'} hint="Your e-mail address cannot be changed.">
          <TextInput id="account-email" value={account.email} onChange={() => undefined} readOnly disabled />
        </FormField>
        <FormField inputId="account-language" label="Preferred definition language" hint={AI_ONLY_HINT} feedback={NEUTRAL}>
          <Dropdown
            inputId="account-language"
            value={language}
            options={DEFINITION_LANGUAGE_OPTIONS}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => {
              setLanguage(event.value as TDefinitionLanguage);
              setFormError(null);
            }}
            filter
            filterBy="label,value"
            className="wb-dropdown"
            panelClassName="wb-dropdown-panel"
            ariaLabel="Preferred definition language"
          />
        </FormField>
        <div className="account-form__actions cluster">
          <Button type="submit" label="Save changes" icon="pi pi-check" disabled={!canSave} loading={saving} />
          <Button label="Cancel" variant="text" onClick={onCancel} disabled={saving} />
          {!changed ? <span className="account-form__note">{M.noValidChanges}</span> : null}
        </div>
      </form>
    </TitledSection>
  );
}
