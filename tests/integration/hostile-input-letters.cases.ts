/**
 * Hostile requests to the letters' doors (issue 38): the recommender's link, which anyone holding
 * it can reach without an account, and the applicant's reminder and replacement on the status
 * page. Unknown and malformed links, no CSRF token, no or a forged applicant session.
 */
import { HttpClient } from '../support/http-client.js';
import {
  BOUNDARY,
  JSON_TYPE,
  MULTIPART,
  NOT_JSON,
  json,
  post,
  type HostileCase,
  type HostileContext,
} from './hostile-input-requests.support.js';
import { rawMultipart } from './hostile-input.support.js';

/** A token of the right shape that no request has. */
const UNKNOWN = `/api/letters/${'Q'.repeat(43)}`;
const REMIND = '/api/application-status/letters/1/remind';
const REPLACE = '/api/application-status/letters';
const pdf = { filename: 'letter.pdf', type: 'application/pdf', value: Buffer.from('%PDF-1.7\n%%EOF\n') };
const letterBody = () => rawMultipart([{ name: 'letter', ...pdf }], BOUNDARY);

/** A request with the anonymous CSRF cookie and its token, as the pages send it. */
const withCsrf =
  (path: string, init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> }) =>
  (ctx: HostileContext) =>
    new HttpClient(ctx.app.url).request('POST', path, { ...init, csrf: true });

/** The anonymous CSRF pair and a made-up applicant cookie. */
async function forgedApplicant(ctx: HostileContext, path: string, body: string): Promise<Response> {
  const answer = await fetch(`${ctx.app.url}/api/csrf-token`);
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  const csrfCookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return post(ctx.app, path, body, {
    'content-type': JSON_TYPE,
    cookie: [...csrfCookie, `odf.applicant=${'A'.repeat(43)}`].join('; '),
    'CSRF-Token': csrfToken,
  });
}

export const letterCases: HostileCase[] = [
  {
    door: 'letter upload',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, UNKNOWN, letterBody(), { 'content-type': MULTIPART }),
    status: 403,
  },
  {
    door: 'letter upload',
    name: 'a link no request has',
    send: withCsrf(UNKNOWN, { body: letterBody(), headers: { 'content-type': MULTIPART } }),
    status: 404,
  },
  {
    door: 'letter upload',
    name: 'SQL in the link',
    send: withCsrf(`/api/letters/${encodeURIComponent("x' OR '1'='1")}`, {
      body: letterBody(),
      headers: { 'content-type': MULTIPART },
    }),
    status: 404,
  },
  {
    door: 'letter decline',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, `${UNKNOWN}/decline`, json({ reason: 'busy' }), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'letter decline',
    name: 'a body that is not JSON',
    send: withCsrf(`${UNKNOWN}/decline`, { body: '{"reason": "', headers: { 'content-type': JSON_TYPE } }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'letter decline',
    name: 'a reason of 5,000 characters on a link no request has',
    send: withCsrf(`${UNKNOWN}/decline`, { json: { reason: 'x'.repeat(5000) } }),
    status: 404,
  },
  {
    door: 'status letter remind',
    name: 'no applicant session',
    send: withCsrf(REMIND, { json: {} }),
    status: 401,
  },
  {
    door: 'status letter remind',
    name: 'a forged applicant cookie',
    send: (ctx) => forgedApplicant(ctx, REMIND, json({})),
    status: 401,
  },
  {
    door: 'status letter remind',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, REMIND, json({}), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'status letter replace',
    name: 'no applicant session, with SQL in the name',
    send: withCsrf(REPLACE, { json: { name: "x' OR '1'='1", email: 'a@example.org', role: 'teacher' } }),
    status: 401,
  },
  {
    door: 'status letter replace',
    name: 'a forged applicant cookie',
    send: (ctx) => forgedApplicant(ctx, REPLACE, json({ name: 'Ms. Carter', email: 'a@example.org', role: 'teacher' })),
    status: 401,
  },
  {
    door: 'status letter replace',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, REPLACE, json({ name: 'Ms. Carter' }), { 'content-type': JSON_TYPE }),
    status: 403,
  },
];
