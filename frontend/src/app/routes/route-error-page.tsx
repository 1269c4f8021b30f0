import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/** Shown when rendering a route throws. Kept free of app state so it works even then. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="message-page">
      <h1 className="message-page__title">Something went wrong</h1>
      <p className="message-page__text">This page hit an unexpected error. Reloading usually helps; your saved words are safe.</p>
      <div className="message-page__actions">
        <button type="button" className="p-button p-component wb-button" onClick={() => window.location.reload()}>
          <span className="p-button-label">Reload the page</span>
        </button>
        <a className="p-button p-component p-button-outlined wb-button" href="/">
          <span className="p-button-label">Go to the home page</span>
        </a>
      </div>
    </div>
  );
}
