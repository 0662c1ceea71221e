import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { AdminBar } from '../../accounts/components/AdminBar';
import { SessionProvider } from '../../accounts/hooks/useSession';
import '../../accounts/account-pages.css';
import '../../accounts/welcome-bar.css';
import '../../accounts/privileges.css';
import { StepUpDialog } from '../../accounts/components/StepUpDialog';
import '../../accounts/second-factor.css';
import { apolloClient } from '../apollo-client';
import { ScanningNotice } from './ScanningNotice';

/**
 * Everything behind the lock icon. Apollo Client lives here only, never in the public bundle.
 * The session is checked once on load; the admin welcome bar shows while someone is signed in.
 */
export default function StaffShell() {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionProvider>
        <AdminBar />
        <ScanningNotice />
        <Outlet />
        <StepUpDialog />
      </SessionProvider>
    </ApolloProvider>
  );
}
