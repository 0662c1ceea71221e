import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { applicationTypePolicies } from '../applications/list-cache';
import { stepUpLink } from '../../console/step-up-link';
import { csrfToken } from '../../console/csrf';

const withCsrf = new SetContextLink(async (prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), 'CSRF-Token': await csrfToken() },
}));

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([withCsrf, stepUpLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache({ typePolicies: { ...applicationTypePolicies } }),
});
