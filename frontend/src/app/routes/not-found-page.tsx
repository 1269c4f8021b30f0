import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/ui/button';

/** Any path the router does not know. */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <div className="message-page">
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="message-page__title">Page not found</h1>
      <p className="message-page__text">
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <div className="message-page__actions">
        <LinkButton to="/" icon="pi pi-home">
          Go to the home page
        </LinkButton>
        <LinkButton to="/help" variant="outlined">
          Help &amp; Support
        </LinkButton>
      </div>
    </div>
  );
}
