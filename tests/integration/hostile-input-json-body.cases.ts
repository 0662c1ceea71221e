/** Hostile bodies for the JSON doors: too deep, malformed, oversized, of the wrong content type or charset, or compressed. */
import { gzipJsonBomb, rawMultipart } from './hostile-input.support.js';
import {
  V,
  C,
  L,
  R,
  S,
  N,
  G,
  BOUNDARY,
  MULTIPART,
  JSON_TYPE,
  NOT_JSON,
  TOO_LARGE,
  volunteer,
  contact,
  registration,
  resetDone,
  json,
  big,
  jsonDoors,
  sendJsonish,
  type HostileCase,
  type HostileContext,
} from './hostile-input-requests.support.js';
import { HttpClient } from '../support/http-client.js';

/** A body sent in pieces with no Content-Length (Transfer-Encoding: chunked), as a streaming client would. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
      controller.close();
    },
  });
}

/** 15,000 nested objects (about 90 kB, under the 100 kB limit), sent chunked with a valid CSRF token. */
function deeplyNested(path: string) {
  return async (ctx: HostileContext) => {
    const client = new HttpClient(ctx.app.url);
    const token = await client.csrfToken();
    const levels = 15_000;
    return fetch(ctx.app.url + path, {
      method: 'POST',
      body: chunked('{"a":'.repeat(levels) + '1' + '}'.repeat(levels)),
      headers: { 'content-type': JSON_TYPE, 'CSRF-Token': token, cookie: `odf.csrf=${client.cookie('odf.csrf') ?? ''}` },
      duplex: 'half',
    } as RequestInit);
  };
}

export const jsonBodyCases: HostileCase[] = [
  // A stack overflow must not become a 500: every JSON door refuses deep nesting.
  ...jsonDoors.map(([door, path]) => ({
    door,
    name: 'JSON nested 15,000 levels deep, sent chunked',
    send: deeplyNested(path),
    status: 400,
    says: /nested too deeply/,
  })),
  // Malformed JSON on every JSON door (foundation.test covers /api/health only).
  ...jsonDoors.map(([door, path]) => ({
    door,
    name: 'truncated JSON',
    send: sendJsonish(path, '{"email": "ada@example.org", "pass', { 'content-type': JSON_TYPE }),
    status: 400,
    says: NOT_JSON,
  })),
  // Over the 100 kB JSON limit (the messages suite covers 20 kB on contact only).
  ...jsonDoors
    .filter(([door]) => door !== 'contact')
    .map(([door, path]) => ({
      door,
      name: 'a 200 kB JSON body',
      send: sendJsonish(path, big(200_000, path === G ? { query: '{ health }' } : {}), { 'content-type': JSON_TYPE }),
      status: 413,
      says: TOO_LARGE,
    })),
  {
    door: 'volunteer',
    name: 'single-quoted pseudo-JSON',
    send: sendJsonish(V, "{'name': 'x'}", { 'content-type': JSON_TYPE }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'login',
    name: 'JSON followed by garbage',
    send: sendJsonish(L, '{"email":"a@b.co"} trailing', { 'content-type': JSON_TYPE }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'contact',
    name: 'a bare JSON string',
    send: sendJsonish(C, '"hello"', { 'content-type': JSON_TYPE }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'reset send-temp-code',
    name: 'JSON null',
    send: sendJsonish(S, 'null', { 'content-type': JSON_TYPE }),
    status: 400,
    says: NOT_JSON,
  },
  {
    door: 'login',
    name: 'a JSON array of credentials',
    send: sendJsonish(L, json([{ email: 'a@b.co', password: 'x' }]), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'volunteer',
    name: 'a JSON array',
    send: sendJsonish(V, json([volunteer]), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /check the highlighted fields/,
  },
  {
    door: 'reset create-new-password',
    name: 'a JSON array',
    send: sendJsonish(N, json([resetDone]), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'login',
    name: '40,000 nested arrays',
    send: sendJsonish(L, `{"email":${'['.repeat(40_000)}${']'.repeat(40_000)}}`, { 'content-type': JSON_TYPE }),
    status: 400,
  },
  // Wrong content types.
  {
    door: 'volunteer',
    name: 'text/plain body',
    send: sendJsonish(V, json(volunteer), { 'content-type': 'text/plain' }),
    status: 415,
    says: /JSON/,
  },
  {
    door: 'volunteer',
    name: 'urlencoded body',
    send: sendJsonish(V, 'name=Rosa&email=rosa%40example.org', { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
  },
  {
    door: 'contact',
    name: 'text/plain body',
    send: sendJsonish(C, json(contact), { 'content-type': 'text/plain' }),
    status: 415,
  },
  {
    door: 'contact',
    name: 'multipart body',
    send: sendJsonish(C, rawMultipart([{ name: 'name', value: 'Sam' }], BOUNDARY), { 'content-type': MULTIPART }),
    status: 415,
  },
  {
    door: 'login',
    name: 'text/plain body',
    send: sendJsonish(L, json({ email: 'a@b.co', password: 'Sturdy#Pass1' }), { 'content-type': 'text/plain' }),
    status: 400,
  },
  {
    door: 'login',
    name: 'urlencoded body',
    send: sendJsonish(L, 'email=a%40b.co&password=Sturdy%23Pass1', { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 400,
  },
  {
    door: 'register',
    name: 'text/plain body',
    send: sendJsonish(R, json(registration), { 'content-type': 'text/plain' }),
    status: 400,
  },
  {
    door: 'register',
    name: 'urlencoded body',
    send: sendJsonish(R, new URLSearchParams(registration).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 400,
  },
  {
    door: 'reset send-temp-code',
    name: 'text/plain body',
    send: sendJsonish(S, json({ email: 'a@b.co' }), { 'content-type': 'text/plain' }),
    status: 400,
  },
  {
    door: 'reset create-new-password',
    name: 'urlencoded body',
    send: sendJsonish(N, new URLSearchParams(resetDone).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 400,
  },
  // UTF-7 is a charset the parser knows: read, then refused for what it says.
  {
    door: 'login',
    name: 'JSON in the UTF-7 charset',
    send: sendJsonish(L, json({ email: 'a@b.co' }), { 'content-type': 'application/json; charset=utf-7' }),
    status: 400,
    says: /required/,
  },
  {
    door: 'volunteer',
    name: 'JSON in an unknown charset',
    send: sendJsonish(V, json(volunteer), { 'content-type': 'application/json; charset=x-klingon' }),
    status: 415,
  },
  {
    door: 'reset send-temp-code',
    name: 'an unsupported content-encoding',
    send: sendJsonish(S, json({ email: 'a@b.co' }), { 'content-type': JSON_TYPE, 'content-encoding': 'compress' }),
    status: 415,
  },
  // Compression bombs: a few kB that inflate to 8 MB.
  ...[
    ['contact', C],
    ['login', L],
    ['GraphQL', G],
  ].map(([door, path]) => ({
    door: door!,
    name: 'a gzip bomb of JSON',
    send: sendJsonish(path!, gzipJsonBomb(), { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }),
    status: 413,
    says: TOO_LARGE,
  })),
  {
    door: 'reset send-temp-code',
    name: 'a gzip body that is not gzip',
    send: sendJsonish(S, json({ email: 'a@b.co' }), { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }),
    status: 400,
  },
];
