import type { TAccount } from '@wordbook/core/contract/accounts';
import { TabPanel, TabView } from 'primereact/tabview';
import { useCallback, useState } from 'react';
import { Page } from '../../../components/layout/page';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getAccount } from '../api/get-account';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { ProfileTab } from './profile-tab';

export type AccountPageProps = {
  /** The profile changed: the app refreshes the session so the top bar shows the new name. */
  onAccountChanged: () => void;
  /** The account is gone and its session ended: the app signs this browser out. */
  onAccountDeleted: () => void;
};

/** /account (document 2, §2.3): Profile and Security tabs; Security is hidden for Google-linked accounts. */
export function AccountPage({ onAccountChanged, onAccountDeleted }: AccountPageProps) {
  const { data: account, setData: setAccount, error, retry } = useLoad(getAccount, {
    failureText: (failure) => (failure instanceof ApiError ? failure.message : 'Failed to load your account.'),
  });
  const [tab, setTab] = useState(0);

  const onSaved = useCallback(
    (saved: TAccount) => {
      setAccount(saved);
      onAccountChanged();
    },
    [setAccount, onAccountChanged],
  );

  const googleLinked = Boolean(account?.google_id);

  return (
    <Page
      title="Account Settings"
      description="Your profile, preferred definition language, password and account deletion."
      icon="pi pi-user-edit"
      width="narrow"
    >
      {error ? (
        <div className="account-card surface-card">
          <p className="form-error" role="alert">
            {error}
          </p>
          <Button label="Try again" icon="pi pi-refresh" onClick={retry} />
        </div>
      ) : !account ? (
        <div className="account-card surface-card account-card--loading">
          <Spinner label="Loading your account…" />
        </div>
      ) : (
        <TabView className="account-tabs" activeIndex={googleLinked ? 0 : tab} onTabChange={(event) => setTab(event.index)}>
          <TabPanel header="Profile" leftIcon="pi pi-user">
            <ProfileTab account={account} onSaved={onSaved} />
            <PlanCard account={account} />
            {googleLinked ? <DeleteAccountSection hasPassword={account.has_password} onDeleted={onAccountDeleted} /> : null}
          </TabPanel>
          {googleLinked ? null : (
            <TabPanel header="Security" leftIcon="pi pi-lock">
              <PasswordSection />
              <DeleteAccountSection hasPassword={account.has_password} onDeleted={onAccountDeleted} />
            </TabPanel>
          )}
        </TabView>
      )}
    </Page>
  );
}

function PlanCard({ account }: { account: TAccount }) {
  return (
    <section className="account-section surface-card account-plan cluster" aria-labelledby="account-plan-title">
      <div>
        <h2 id="account-plan-title" className="account-section__title">
          Plan
        </h2>
        <p className="account-section__text">
          {account.isProUser
            ? 'You are on the Pro plan: AI tools, contextual examples and nearly unlimited AI.'
            : 'You are on the Free plan. Pro adds AI tools, contextual examples and nearly unlimited AI, with no ads.'}
        </p>
      </div>
      <LinkButton to="/upgrade" variant={account.isProUser ? 'outlined' : 'primary'} icon="pi pi-star">
        {account.isProUser ? 'See plans' : 'Upgrade to Pro'}
      </LinkButton>
    </section>
  );
}
