import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../../accounts/hooks/useSession';
import { StepUpDialog } from '../../accounts/components/StepUpDialog';
import '../console-frame.css';
import { apolloClient } from '../apollo-client';
import { ConsoleHeader } from './ConsoleHeader';
import { ConsoleNotices } from './ConsoleNotices';

/**
 * Everything behind the lock icon, in a frame of its own: a skip link, the console header (the
 * admin welcome bar while someone is signed in) and the page; no public header or footer.
 * Apollo Client lives here only, never in the public bundle. The session is checked once on load.
 */
export default function StaffShell() {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ConsoleHeader />
        <main id="main" className="site-main console-main" tabIndex={-1}>
          <ConsoleNotices />
          <Outlet />
        </main>
        <StepUpDialog />
      </SessionProvider>
    </ApolloProvider>
  );
}
