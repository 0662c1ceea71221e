/**
 * Hostile requests to the application-status doors, which anyone can reach without an account:
 * malformed sign-in bodies, forged applicant cookies, uploads without a session or a CSRF token.
 */
import { HttpClient } from '../support/http-client.js';
import {
  JSON_TYPE,
  NOT_JSON,
  BOUNDARY,
  MULTIPART,
  json,
  post,
  type HostileCase,
  type HostileContext,
} from './hostile-input-requests.support.js';
import { rawMultipart } from './hostile-input.support.js';

const SEND = '/api/application-status/send-code';
const VERIFY = '/api/application-status/verify';
const LINK = '/api/application-status/link';
/** Whatever is wrong with a link, one refusal that names nothing. */
const LINK_REFUSED = /This link cannot fill in your e-mail address/;
const SIGN_OUT = '/api/application-status/sign-out';
const UPLOAD = '/api/application-status/requests/1/upload';

const signIn = { reference: 'UG-7K3M-9QX2', email: 'maya@example.org' };
const pdf = { filename: 'letter.pdf', type: 'application/pdf', value: Buffer.from('%PDF-1.7\n%%EOF\n') };

/** A request with the anonymous CSRF cookie and its token, like the status page sends. */
const withCsrf =
  (path: string, init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> }) =>
  (ctx: HostileContext) =>
    new HttpClient(ctx.app.url).request('POST', path, { ...init, csrf: true });

export const statusCases: HostileCase[] = [
  {
    door: 'status send-code',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, SEND, json(signIn), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'status send-code',
    name: 'a body that is not JSON',
    send: withCsrf(SEND, { body: '{"reference": "UG-', headers: { 'content-type': JSON_TYPE } }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'status send-code',
    name: 'the reference as an array',
    send: withCsrf(SEND, { json: { ...signIn, reference: ['UG-7K3M-9QX2', 'UG-AAAA-BBBB'] } }),
    status: 400,
    says: /reference/i,
  },
  {
    door: 'status send-code',
    name: 'an e-mail of 5,000 characters',
    send: withCsrf(SEND, { json: { ...signIn, email: `${'a'.repeat(5000)}@example.org` } }),
    status: 400,
    says: /e-?mail/i,
  },
  {
    door: 'status send-code',
    name: 'SQL in the reference',
    send: withCsrf(SEND, { json: { ...signIn, reference: "UG-' OR '1'='1" } }),
    status: 400,
    says: /reference/i,
  },
  {
    door: 'status link',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, LINK, json({ reference: signIn.reference, key: 'A'.repeat(22) }), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'status link',
    name: 'a body that is not JSON',
    send: withCsrf(LINK, { body: '{"key": "', headers: { 'content-type': JSON_TYPE } }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'status link',
    name: 'the key as an object',
    send: withCsrf(LINK, { json: { reference: signIn.reference, key: { $ne: '' } } }),
    status: 404,
    says: LINK_REFUSED,
  },
  {
    door: 'status link',
    name: 'a key of 5,000 characters and SQL in the reference',
    send: withCsrf(LINK, { json: { reference: "UG-' OR '1'='1", key: 'A'.repeat(5000) } }),
    status: 404,
    says: LINK_REFUSED,
  },
  {
    door: 'status verify',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, VERIFY, json({ ...signIn, code: '123456' }), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'status verify',
    name: 'a code of letters',
    send: withCsrf(VERIFY, { json: { ...signIn, code: 'abcdef' } }),
    status: 400,
    says: /6-digit code/,
  },
  {
    door: 'status verify',
    name: 'the code as an object',
    send: withCsrf(VERIFY, { json: { ...signIn, code: { $gt: '' } } }),
    status: 400,
    says: /code/,
  },
  {
    door: 'status sign-out',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, SIGN_OUT, '{}', { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'status request upload',
    name: 'no applicant session',
    send: withCsrf(UPLOAD, {
      body: rawMultipart([{ name: 'file', ...pdf }], BOUNDARY),
      headers: { 'content-type': MULTIPART },
    }),
    status: 401,
  },
  {
    door: 'status request upload',
    name: 'a forged applicant cookie',
    send: async (ctx) => {
      // The anonymous CSRF pair is real; only the applicant cookie is made up.
      const answer = await fetch(`${ctx.app.url}/api/csrf-token`);
      const { csrfToken } = (await answer.json()) as { csrfToken: string };
      const csrfCookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]!);
      return post(ctx.app, UPLOAD, rawMultipart([{ name: 'file', ...pdf }], BOUNDARY), {
        'content-type': MULTIPART,
        cookie: [...csrfCookie, `odf.applicant=${'A'.repeat(43)}`].join('; '),
        'CSRF-Token': csrfToken,
      });
    },
    status: 401,
  },
  {
    door: 'status request upload',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, UPLOAD, rawMultipart([{ name: 'file', ...pdf }], BOUNDARY), { 'content-type': MULTIPART }),
    status: 403,
  },
];
