/** Hostile requests to the CSRF door and to GraphQL as an API: tokens out of place, malformed operations, bad variables. */
import { HttpClient } from '../support/http-client.js';
import { R, G, JSON_TYPE, registration, resetDone, json, gql, post, type HostileCase } from './hostile-input-requests.support.js';

export const apiCases: HostileCase[] = [
  // The CSRF door and the calls it guards.
  {
    door: 'csrf-token',
    name: 'POST instead of GET',
    send: (ctx) => post(ctx.app, '/api/csrf-token', '{}', { 'content-type': JSON_TYPE }),
    status: 404,
  },
  {
    door: 'csrf-token',
    name: 'a token from another session',
    send: async (ctx) => {
      const other = await new HttpClient(ctx.app.url).csrfToken();
      return new HttpClient(ctx.app.url).request('POST', R, { json: registration, headers: { 'CSRF-Token': other } });
    },
    status: 403,
    says: /CSRF/,
  },
  {
    door: 'csrf-token',
    name: 'the token in the body instead of the header',
    send: async (ctx) => {
      const client = new HttpClient(ctx.app.url);
      const token = await client.csrfToken();
      return client.request('POST', R, { json: { ...registration, csrfToken: token, _csrf: token } });
    },
    status: 403,
  },
  {
    door: 'csrf-token',
    name: 'a forged session cookie and a made-up token',
    send: (ctx) =>
      post(ctx.app, R, json(registration), {
        'content-type': JSON_TYPE,
        cookie: 'odf.sid=s%3Aforged.c2lnbmF0dXJl',
        'CSRF-Token': 'A'.repeat(43),
      }),
    status: 403,
  },
  // GraphQL requests that are not well-formed operations.
  { door: 'GraphQL', name: 'a query that is a number', send: gql(42), status: 400 },
  {
    door: 'GraphQL',
    name: 'variables that are a string',
    send: gql('query Q($k: MessageKind) { health }', 'not-an-object'),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'an operationName the document lacks',
    send: gql('query A { health } query B { health }', undefined, { operationName: 'C' }),
    status: 400,
  },
  { door: 'GraphQL', name: 'no query at all', send: gql(undefined), status: 400 },
  {
    door: 'GraphQL',
    name: 'a page size past 2^31',
    send: gql('query($p: Int!) { applications(kind: UNDERGRAD, pageSize: $p) { total } }', { p: 2 ** 40 }),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'a submit mutation with strings for the files',
    send: gql(
      'mutation($d: HighSchoolDocumentsInput!) { submitHighSchoolApplication(application: {firstName: "A"}, documents: $d) { reference } }',
      { d: { academicRecords: 'file.pdf' } },
    ),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'login with a NUL byte and a 2,000-character password',
    send: gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { mfa } }', {
      e: 'a\u0000@b.co',
      p: 'P#1a'.repeat(500),
    }),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'register with a line break in the name',
    send: async (ctx) =>
      new HttpClient(ctx.app.url).request('POST', G, {
        csrf: true,
        json: {
          query: 'mutation($i: RegistrationInput!) { register(input: $i) }',
          variables: { i: { ...registration, firstName: 'Ada\nBcc: x@y.z' } },
        },
      }),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'a reset request for a 10,000-character e-mail',
    send: gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: `${'a'.repeat(10_000)}@example.org` }),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'a reset with a 65-character code',
    send: gql('mutation($i: CompletePasswordResetInput!) { completePasswordReset(input: $i) }', {
      i: { ...resetDone, tempPassResetCode: '9'.repeat(65) },
    }),
    status: 400,
  },
  {
    door: 'GraphQL',
    name: 'a mutation over GET',
    send: (ctx) =>
      fetch(`${ctx.app.url}/graphql?query=${encodeURIComponent('mutation { logout }')}`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
    status: 405,
  },
];
