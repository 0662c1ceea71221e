import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** The router's error screen (spec §2): shown when a page throws while rendering. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="main" className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p>Something on this page failed to load. Please reload the page, or go back to the home page.</p>
      <a className="button" href="/">
        Take me home
      </a>
    </main>
  );
}
