import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LogoMark } from '../components/ui/Logo';
import { site } from '../site/site-config';
import { NotFoundPage } from './NotFoundPage';

/** The router's error screen (spec §2): shown when a page throws while rendering. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="main" className="error-screen">
      <a className="brand" href="/">
        <LogoMark />
        <span className="brand__name">{site.name}</span>
      </a>
      <h1>Unexpected Application Error!</h1>
      <p className="lead">Something on this page failed to load. Please reload the page, or go back to the home page.</p>
      <div className="actions actions--center">
        <a className="button" href="/">
          Take me home
        </a>
      </div>
    </main>
  );
}
