/**
 * Hostile requests to the eligibility check (issue 43), which anyone can reach: no CSRF token,
 * answers that are not yes/no, bodies that are not JSON. Each is refused before anything is counted.
 */
import { HttpClient } from '../support/http-client.js';
import { JSON_TYPE, NOT_JSON, json, post, type HostileCase, type HostileContext } from './hostile-input-requests.support.js';

const CHECK = '/api/eligibility/undergrad';

const withCsrf =
  (init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> }) => (ctx: HostileContext) =>
    new HttpClient(ctx.app.url).request('POST', CHECK, { ...init, csrf: true });

export const eligibilityCases: HostileCase[] = [
  {
    door: 'eligibility check',
    name: 'no CSRF token',
    send: (ctx) => post(ctx.app, CHECK, json({ answers: { 'four-year-college': true } }), { 'content-type': JSON_TYPE }),
    status: 403,
  },
  {
    door: 'eligibility check',
    name: 'a body that is not JSON',
    send: withCsrf({ body: '{"answers": {', headers: { 'content-type': JSON_TYPE } }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'eligibility check',
    name: 'answers as words instead of true and false',
    send: withCsrf({ json: { answers: { 'four-year-college': 'yes' } } }),
    status: 400,
    says: /answer each question yes or no/,
  },
  {
    door: 'eligibility check',
    name: 'answers as a list',
    send: withCsrf({ json: { answers: [true, true, true] } }),
    status: 400,
    says: /answer each question yes or no/,
  },
  {
    door: 'eligibility check',
    name: 'five hundred answers',
    send: withCsrf({ json: { answers: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`q${i}`, true])) } }),
    status: 400,
    says: /answer each question yes or no/,
  },
];
