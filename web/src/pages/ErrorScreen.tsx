import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '@domain/messages';
import { LogoMark } from '../components/ui/Logo';
import { useI18nData, useT } from '../i18n/I18n';
import type { MessageKey } from '../i18n/messages/en';
import { paths, site } from '../site/site-config';
import { NotFoundPage } from './NotFoundPage';

/**
 * The words of a page that carries none: the staff console, whose frame is English. Every public
 * page that runs the React app carries the `error.` messages in its language (entry-server.tsx).
 */
const ENGLISH = {
  'error.title': messages.routerError,
  'error.lead': 'Something on this page failed to load. Please reload the page, or go back to the home page.',
  'error.home': 'Take me home',
} as const satisfies Partial<Record<MessageKey, string>>;

/** The router's error screen (spec §2): shown when a page throws while rendering; in Spanish under /es (issue 41). */
export function ErrorScreen() {
  const error = useRouteError();
  const t = useT();
  const carried = useI18nData().messages;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  const say = (key: keyof typeof ENGLISH) => (carried[key] === undefined ? ENGLISH[key] : t(key));
  return (
    <main id="main" className="error-screen">
      <a className="brand" href={t.path(paths.home)}>
        <LogoMark />
        <span className="brand__name">{site.name}</span>
      </a>
      <h1>{say('error.title')}</h1>
      <p className="lead">{say('error.lead')}</p>
      <div className="actions actions--center">
        <a className="button" href={t.path(paths.home)}>
          {say('error.home')}
        </a>
      </div>
    </main>
  );
}
