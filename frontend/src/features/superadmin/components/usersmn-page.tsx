import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { LinkButton } from '../../../components/ui/button';

/** /superadmin/usersmn?focus=…: a placeholder, as in the original (document 1 §2). */
export function UsersmnPage() {
  const [params] = useSearchParams();
  const focus = params.get('focus');
  return (
    <Page title="Coming soon…" description="User management tools grouped by focus area." icon="pi pi-users">
      <section className="surface-card stack">
        {focus ? (
          <p>
            Focus: <strong>{focus}</strong>
          </p>
        ) : null}
        <p>This page is not ready yet. Users and sessions are managed on the Users &amp; Sessions page.</p>
        <div>
          <LinkButton to="/superadmin/users" icon="pi pi-users">
            Users &amp; Sessions
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
