import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './apollo-client';

/** Everything behind the lock icon. Apollo Client lives here only, never in the public bundle. */
export default function StaffShell() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
