/**
 * Requests every public door must refuse: a 4xx with a clear JSON message, nothing stored.
 * Only cases the other suites do not already cover (applications-validation, graphql-limits,
 * messages, foundation); each names the door it hits.
 */
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { graphqlApplication, type UploadFiles } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { makeJpeg, makePdf, makePng } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import {
  applicationParts,
  graphqlUploadParts,
  gzipJsonBomb,
  htmlWithPdfMarker,
  rawMultipart,
  submitPath,
  zipBomb,
  type RawPart,
} from './hostile-input.support.js';

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

const V = '/api/send/send-email-volunteer';
const C = '/api/send/send-email-contact';
const L = '/api/auth/admin-access/login';
const R = '/api/auth/admin-access/register';
const S = '/api/auth/admin-access/reset-password/send-temp-code';
const N = '/api/auth/admin-access/reset-password/create-new-password';
const G = '/graphql';
const BOUNDARY = '----odfHostile7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const JSON_TYPE = 'application/json';
const NOT_JSON = /not valid JSON/;
const TOO_LARGE = /too large/i;

const volunteer = { name: 'Rosa Delgado', email: 'rosa@example.org', volunteerRole: 'Fundraiser', request: 'I can help.' };
const contact = { name: 'Sam Lee', email: 'sam@example.org', message: 'Hello there.' };
const registration = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.org',
  password: 'Sturdy#Pass1',
  password2: 'Sturdy#Pass1',
};
const resetDone = { email: 'ada@example.org', tempPassResetCode: '123456', password: 'Sturdy#Pass1' };

function post(app: TestApp, path: string, body: RequestInit['body'], headers: Record<string, string>): Promise<Response> {
  return fetch(app.url + path, { method: 'POST', body, headers });
}

/** The staff registration needs a session and its CSRF token, like the real form. */
async function register(app: TestApp, body: RequestInit['body'], headers: Record<string, string>): Promise<Response> {
  return new HttpClient(app.url).request('POST', R, { body, headers, csrf: true });
}

const json = (value: unknown) => JSON.stringify(value);
const big = (bytes: number, fields: Record<string, unknown>) => json({ ...fields, padding: 'x'.repeat(bytes) });

/** A raw multipart submission of a complete application with some parts changed. */
function submitRaw(kind: ApplicationKind, change: (parts: RawPart[]) => RawPart[], contentType = MULTIPART) {
  return (ctx: HostileContext) =>
    post(ctx.app, submitPath(kind), rawMultipart(change(applicationParts(sampleFields[kind](), ctx.docs[kind])), BOUNDARY), {
      'content-type': contentType,
    });
}

const replaceFile = (field: string, file: Omit<RawPart, 'name'>) => (parts: RawPart[]) =>
  parts.map((p) => (p.name === field ? { ...file, name: field } : p));

const GRAPHQL_MUTATIONS: Record<ApplicationKind, [string, string, string]> = {
  undergrad: ['submitUndergradApplication', 'UndergradApplicationInput', 'UndergradDocumentsInput'],
  parent: ['submitParentApplication', 'ParentApplicationInput', 'ParentDocumentsInput'],
  'high-school': ['submitHighSchoolApplication', 'HighSchoolApplicationInput', 'HighSchoolDocumentsInput'],
};

/** A GraphQL multipart submission; `change` may break the operations, the map or the files. */
function submitGraphql(
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

const gql =
  (query: unknown, variables?: unknown, extra: Record<string, unknown> = {}) =>
  (ctx: HostileContext) =>
    post(ctx.app, G, json({ query, variables, ...extra }), { 'content-type': JSON_TYPE });

const jsonDoors: [string, string][] = [
  ['volunteer', V],
  ['contact', C],
  ['login', L],
  ['register', R],
  ['reset send-temp-code', S],
  ['reset create-new-password', N],
  ['GraphQL', G],
];

function sendJsonish(path: string, body: RequestInit['body'], headers: Record<string, string>) {
  return (ctx: HostileContext) => (path === R ? register(ctx.app, body, headers) : post(ctx.app, path, body, headers));
}

export const hostileCases: HostileCase[] = [
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
  // Types and operators where strings belong.
  {
    door: 'login',
    name: 'NoSQL operators for e-mail and password',
    send: sendJsonish(L, json({ email: { $gt: '' }, password: { $ne: null } }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'reset send-temp-code',
    name: 'an e-mail given as an array',
    send: sendJsonish(S, json({ email: ['a@b.co', 'c@d.co'] }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /mail/i,
  },
  {
    door: 'reset create-new-password',
    name: 'a code as a number and a password as an array',
    send: sendJsonish(N, json({ ...resetDone, tempPassResetCode: 123456, password: ['Sturdy#Pass1'] }), {
      'content-type': JSON_TYPE,
    }),
    status: 400,
  },
  {
    door: 'reset create-new-password',
    name: 'a 65-character code',
    send: sendJsonish(N, json({ ...resetDone, tempPassResetCode: '1'.repeat(65) }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /code/i,
  },
  {
    door: 'volunteer',
    name: 'a name given as a number',
    send: sendJsonish(V, json({ ...volunteer, name: 12345 }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /name/i,
  },
  {
    door: 'contact',
    name: 'a message given as an object',
    send: sendJsonish(C, json({ ...contact, message: { toString: 'x' } }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'volunteer',
    name: '__proto__ and constructor keys',
    send: sendJsonish(V, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"name":"Rosa"}', {
      'content-type': JSON_TYPE,
    }),
    status: 400,
  },
  // Control characters: NUL in names, header injection in e-mails.
  {
    door: 'volunteer',
    name: 'a NUL byte in the name',
    send: sendJsonish(V, json({ ...volunteer, name: 'Ro\u0000sa' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /one line/,
  },
  {
    door: 'contact',
    name: 'a Bcc header injected into the e-mail',
    send: sendJsonish(C, json({ ...contact, email: 'sam@example.org\r\nBcc: all@example.net' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /e-mail/,
  },
  {
    door: 'register',
    name: 'a NUL byte in the first name',
    send: sendJsonish(R, json({ ...registration, firstName: 'A\u0000da' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /one line/,
  },
  {
    door: 'register',
    name: 'a line break in the last name',
    send: sendJsonish(R, json({ ...registration, lastName: 'Byron\r\nSubject: hi' }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'login',
    name: 'a NUL byte in the e-mail',
    send: sendJsonish(L, json({ email: 'admin@example.org\u0000', password: 'Sturdy#Pass1' }), { 'content-type': JSON_TYPE }),
    status: 401,
  },
  {
    door: 'login',
    name: 'a 2,000-character password',
    send: sendJsonish(L, json({ email: 'a@b.co', password: 'P#1a'.repeat(500) }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
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
  // Malformed multipart on the three submit paths.
  ...(['undergrad', 'parent', 'high-school'] as const).flatMap((kind): HostileCase[] => [
    {
      door: `${kind} submit`,
      name: 'multipart without a boundary',
      send: submitRaw(kind, (p) => p, 'multipart/form-data'),
      status: 400,
      says: /could not be read/,
    },
    {
      door: `${kind} submit`,
      name: 'a body cut off inside a file, no closing boundary',
      send: (ctx) => {
        const whole = rawMultipart(applicationParts(sampleFields[kind](), ctx.docs[kind]), BOUNDARY);
        return post(ctx.app, submitPath(kind), whole.subarray(0, Math.floor(whole.length * 0.7)), { 'content-type': MULTIPART });
      },
      status: 400,
    },
  ]),
  {
    door: 'undergrad submit',
    name: 'a boundary in the header that the body never uses',
    send: submitRaw('undergrad', (p) => p, 'multipart/form-data; boundary=not-the-real-one'),
    status: 400,
  },
  {
    door: 'parent submit',
    name: 'text/plain body',
    send: (ctx) => post(ctx.app, submitPath('parent'), 'parentFirstName=James', { 'content-type': 'text/plain' }),
    status: 415,
    says: /multipart/,
  },
  {
    door: 'high-school submit',
    name: 'urlencoded body',
    send: (ctx) =>
      post(ctx.app, submitPath('high-school'), new URLSearchParams(sampleFields['high-school']()).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    status: 415,
  },
  {
    door: 'parent submit',
    name: 'JSON body',
    send: (ctx) => post(ctx.app, submitPath('parent'), json(sampleFields.parent()), { 'content-type': JSON_TYPE }),
    status: 415,
  },
  {
    door: 'high-school submit',
    name: 'a chunked body over the request limit, with no Content-Length',
    on: 'small',
    send: async (ctx) => {
      const whole = rawMultipart(
        applicationParts(sampleFields['high-school'](), {
          ...ctx.docs['high-school'],
          academicRecords: { name: 'big.pdf', type: 'application/pdf', bytes: await makePdf({ sizeBytes: 3 * 1024 * 1024 }) },
        }),
        BOUNDARY,
      );
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          for (let i = 0; i < whole.length; i += 65_536) c.enqueue(new Uint8Array(whole.subarray(i, i + 65_536)));
          c.close();
        },
      });
      return fetch(ctx.small.url + submitPath('high-school'), {
        method: 'POST',
        body: stream,
        headers: { 'content-type': MULTIPART },
        duplex: 'half',
      } as RequestInit);
    },
    status: 413,
    says: /too large.*2 MB/,
  },
  // Files that lie about what they are.
  {
    door: 'undergrad submit',
    name: 'HTML with %PDF in the middle, in a PDF-only field',
    send: submitRaw(
      'undergrad',
      replaceFile('creditReport', { value: htmlWithPdfMarker(), filename: 'credit.pdf', type: 'application/pdf' }),
    ),
    status: 400,
    says: /must be a PDF/,
  },
  {
    door: 'parent submit',
    name: 'HTML with %PDF in the middle, in a PDF/JPEG/PNG field',
    send: submitRaw(
      'parent',
      replaceFile('loanStatement', { value: htmlWithPdfMarker(), filename: 'statement.pdf', type: 'application/pdf' }),
    ),
    status: 400,
    says: /PDF, JPEG or PNG/,
  },
  {
    door: 'high-school submit',
    name: 'a zip bomb renamed .pdf',
    send: submitRaw(
      'high-school',
      replaceFile('academicRecords', { value: zipBomb(), filename: 'grades.pdf', type: 'application/pdf' }),
    ),
    status: 400,
    says: /must be a PDF/,
  },
  {
    door: 'undergrad submit',
    name: 'an SVG with a script renamed .png',
    send: submitRaw(
      'undergrad',
      replaceFile('currentIncome', {
        value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        filename: 'income.png',
        type: 'image/png',
      }),
    ),
    status: 400,
  },
  {
    door: 'parent submit',
    name: 'a GIF renamed .jpg',
    send: submitRaw(
      'parent',
      replaceFile('loanStatement', {
        value: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]),
        filename: 'statement.jpg',
        type: 'image/jpeg',
      }),
    ),
    status: 400,
  },
  {
    door: 'undergrad submit',
    name: 'a PDF preceded by a byte-order mark',
    send: async (ctx) =>
      submitRaw(
        'undergrad',
        replaceFile('loanHistory', {
          value: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await makePdf()]),
          filename: 'history.pdf',
          type: 'application/pdf',
        }),
      )(ctx),
    status: 400,
  },
  {
    door: 'undergrad submit',
    name: 'a JPEG declared as application/pdf in a PDF-only field',
    send: submitRaw(
      'undergrad',
      replaceFile('creditReport', { value: makeJpeg(), filename: 'credit.pdf', type: 'application/pdf' }),
    ),
    status: 400,
    says: /must be a PDF/,
  },
  {
    door: 'high-school submit',
    name: 'the same document twice',
    send: submitRaw('high-school', (p) => [...p, p.find((x) => x.name === 'applicationEssay')!]),
    status: 400,
  },
  {
    door: 'parent submit',
    name: 'a file sent in a text field',
    send: submitRaw('parent', (p) => [
      ...p.filter((x) => x.name !== 'parentFirstName'),
      { name: 'parentFirstName', value: makePng(), filename: 'name.png', type: 'image/png' },
    ]),
    status: 400,
    says: /does not take a file/,
  },
  {
    door: 'undergrad submit',
    name: 'a text field of 20,000 bytes',
    send: submitRaw('undergrad', (p) => p.map((x) => (x.name === 'address' ? { ...x, value: 'A'.repeat(20_000) } : x))),
    status: 400,
    says: /too long/,
  },
  {
    door: 'high-school submit',
    name: 'a NUL byte in the last name',
    send: submitRaw('high-school', (p) => p.map((x) => (x.name === 'lastName' ? { ...x, value: 'John\u0000son' } : x))),
    status: 400,
    says: /not allowed/,
  },
  // Raw control characters in a part header (a browser would escape them): the part cannot be read.
  {
    door: 'undergrad submit',
    name: 'a NUL byte in a file name',
    send: submitRaw('undergrad', (p) =>
      p.map((x) => (x.name === 'transcript' ? { ...x, filename: 'transcript.pdf\u0000.exe' } : x)),
    ),
    status: 400,
    says: /could not be read/,
  },
  {
    door: 'parent submit',
    name: 'a line break and a header in a file name',
    send: submitRaw('parent', (p) =>
      p.map((x) => (x.name === 'loanStatement' ? { ...x, filename: 'a.pdf\r\nX-Injected: 1' } : x)),
    ),
    status: 400,
  },
  // The same door through GraphQL multipart uploads.
  {
    door: 'GraphQL upload',
    name: 'operations that are not JSON',
    send: submitGraphql('high-school', (p) => ({ ...p, operations: '{"query": "mutation {' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a map that is not JSON',
    send: submitGraphql('high-school', (p) => ({ ...p, map: '{0: variables' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a map naming a file part that never comes',
    send: submitGraphql('high-school', (p) => ({ ...p, files: p.files.slice(1) })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'files without a map',
    send: submitGraphql('high-school', (p) => ({ ...p, map: '{}' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'an upload without the preflight header (CSRF)',
    send: submitGraphql('high-school', (p) => p, { preflight: false }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a PNG named .pdf in a PDF-only field',
    send: submitGraphql('undergrad', (p) => p, {
      files: (f) => ({ ...f, creditReport: { name: 'credit.pdf', type: 'application/pdf', bytes: makePng() } }),
    }),
    status: 400,
    says: /invalid|correct/i,
  },
  {
    door: 'GraphQL upload',
    name: 'a zip bomb renamed .pdf in a PDF/JPEG/PNG field',
    send: submitGraphql('undergrad', (p) => p, {
      files: (f) => ({ ...f, currentIncome: { name: 'income.pdf', type: 'application/pdf', bytes: zipBomb() } }),
    }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a NUL byte in the parent first name',
    send: submitGraphql('parent', (p) => p, { fields: { parentFirstName: 'Ja\u0000mes' } }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a file over the per-file limit',
    on: 'small',
    send: async (ctx) => {
      const bytes = await makePdf({ sizeBytes: 1_200_000 });
      return submitGraphql('high-school', (p) => p, {
        target: 'small',
        files: (f) => ({ ...f, academicRecords: { name: 'big.pdf', type: 'application/pdf', bytes } }),
      })(ctx);
    },
    status: 413,
    says: /larger than 1 MB/,
  },
  {
    door: 'GraphQL upload',
    name: 'files together over the per-request limit',
    on: 'small',
    send: async (ctx) => {
      const bytes = await makePdf({ sizeBytes: 900_000 });
      const doc = { name: 'd.pdf', type: 'application/pdf', bytes };
      return submitGraphql('high-school', (p) => p, {
        target: 'small',
        files: () => ({ academicRecords: doc, applicationEssay: doc, recommendationLetter: doc }),
      })(ctx);
    },
    status: 413,
    says: /too large/,
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
    send: gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }', {
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
