import { LinkButton } from '../../components/ui/button';

export function ForbiddenPage() {
  return (
    <div className="message-page">
      <p className="message-page__code" aria-hidden="true">
        403
      </p>
      <h1 className="message-page__title">Access denied</h1>
      <p className="message-page__text">You do not have permission to view this page.</p>
      <LinkButton to="/dashboard" icon="pi pi-home">
        Go to my wordbooks
      </LinkButton>
    </div>
  );
}
