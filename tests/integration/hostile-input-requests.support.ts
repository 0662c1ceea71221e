/**
 * How the hostile-input cases reach each public door: the doors' paths, valid bodies to break,
 * and senders for raw JSON, raw multipart and GraphQL multipart requests.
 */
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { graphqlApplication, type UploadFiles } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { applicationParts, graphqlUploadParts, rawMultipart, submitPath, type RawPart } from './hostile-input.support.js';

export interface HostileContext {
  app: TestApp;
  /** The same app with 1 MB per file and 2 MB per request, so size limits are quick to reach. */
  small: TestApp;
  docs: Record<ApplicationKind, UploadFiles>;
}

export interface HostileCase {
  door: string;
  name: string;
  send(ctx: HostileContext): Promise<Response>;
  status: number;
  /** What the message (or a field message) must say. */
  says?: RegExp;
  /** Which app's tables to count: the small one for size limits. */
  on?: 'small';
}

export const V = '/api/send/send-email-volunteer';
export const C = '/api/send/send-email-contact';
export const L = '/api/auth/admin-access/login';
export const R = '/api/auth/admin-access/register';
export const S = '/api/auth/admin-access/reset-password/send-temp-code';
export const N = '/api/auth/admin-access/reset-password/create-new-password';
export const G = '/graphql';
export const BOUNDARY = '----odfHostile7MA4YWxkTrZu0gW';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
export const JSON_TYPE = 'application/json';
export const NOT_JSON = /not valid JSON/;
export const TOO_LARGE = /too large/i;

export const volunteer = { name: 'Rosa Delgado', email: 'rosa@example.org', volunteerRole: 'Fundraiser', request: 'I can help.' };
export const contact = { name: 'Sam Lee', email: 'sam@example.org', message: 'Hello there.' };
export const registration = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.org',
  password: 'Sturdy#Pass1',
  password2: 'Sturdy#Pass1',
};
export const resetDone = { email: 'ada@example.org', tempPassResetCode: '123456', password: 'Sturdy#Pass1' };

export function post(app: TestApp, path: string, body: RequestInit['body'], headers: Record<string, string>): Promise<Response> {
  return fetch(app.url + path, { method: 'POST', body, headers });
}

/** The staff registration needs a session and its CSRF token, like the real form. */
export async function register(app: TestApp, body: RequestInit['body'], headers: Record<string, string>): Promise<Response> {
  return new HttpClient(app.url).request('POST', R, { body, headers, csrf: true });
}

export const json = (value: unknown) => JSON.stringify(value);
export const big = (bytes: number, fields: Record<string, unknown>) => json({ ...fields, padding: 'x'.repeat(bytes) });

/** A raw multipart submission of a complete application with some parts changed. */
export function submitRaw(kind: ApplicationKind, change: (parts: RawPart[]) => RawPart[], contentType = MULTIPART) {
  return (ctx: HostileContext) =>
    post(ctx.app, submitPath(kind), rawMultipart(change(applicationParts(sampleFields[kind](), ctx.docs[kind])), BOUNDARY), {
      'content-type': contentType,
    });
}

export const replaceFile = (field: string, file: Omit<RawPart, 'name'>) => (parts: RawPart[]) =>
  parts.map((p) => (p.name === field ? { ...file, name: field } : p));

export const GRAPHQL_MUTATIONS: Record<ApplicationKind, [string, string, string]> = {
  undergrad: ['submitUndergradApplication', 'UndergradApplicationInput', 'UndergradDocumentsInput'],
  parent: ['submitParentApplication', 'ParentApplicationInput', 'ParentDocumentsInput'],
  'high-school': ['submitHighSchoolApplication', 'HighSchoolApplicationInput', 'HighSchoolDocumentsInput'],
};

/** A GraphQL multipart submission; `change` may break the operations, the map or the files. */
export function submitGraphql(
  kind: ApplicationKind,
  change: (p: ReturnType<typeof graphqlUploadParts>) => ReturnType<typeof graphqlUploadParts> = (p) => p,
  options: {
    target?: 'small';
    preflight?: boolean;
    fields?: Record<string, string>;
    files?: (f: UploadFiles) => UploadFiles;
  } = {},
) {
  return (ctx: HostileContext) => {
    const [mutation, appType, docsType] = GRAPHQL_MUTATIONS[kind];
    const files = options.files ? options.files({ ...ctx.docs[kind] }) : ctx.docs[kind];
    const application = graphqlApplication(kind, sampleFields[kind](options.fields));
    const parts = change(graphqlUploadParts(mutation, appType, docsType, application, files));
    const body = rawMultipart(
      [{ name: 'operations', value: parts.operations }, { name: 'map', value: parts.map }, ...parts.files],
      BOUNDARY,
    );
    const headers: Record<string, string> = { 'content-type': MULTIPART };
    if (options.preflight !== false) headers['apollo-require-preflight'] = 'true';
    return post(options.target === 'small' ? ctx.small : ctx.app, G, body, headers);
  };
}

export const gql =
  (query: unknown, variables?: unknown, extra: Record<string, unknown> = {}) =>
  (ctx: HostileContext) =>
    post(ctx.app, G, json({ query, variables, ...extra }), { 'content-type': JSON_TYPE });

export const jsonDoors: [string, string][] = [
  ['volunteer', V],
  ['contact', C],
  ['login', L],
  ['register', R],
  ['reset send-temp-code', S],
  ['reset create-new-password', N],
  ['GraphQL', G],
];

export function sendJsonish(path: string, body: RequestInit['body'], headers: Record<string, string>) {
  return (ctx: HostileContext) => (path === R ? register(ctx.app, body, headers) : post(ctx.app, path, body, headers));
}
