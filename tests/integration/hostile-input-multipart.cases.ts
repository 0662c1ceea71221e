/** Hostile submissions to the REST submit paths: malformed multipart, lying files, bombs and bad parts. */
import { sampleFields } from '../support/fixtures/applicants.js';
import { makeJpeg, makePdf, makePng } from '../support/fixtures/documents.js';
import { applicationParts, htmlWithPdfMarker, rawMultipart, submitPath, zipBomb } from './hostile-input.support.js';
import {
  BOUNDARY,
  MULTIPART,
  JSON_TYPE,
  json,
  replaceFile,
  post,
  submitRaw,
  type HostileCase,
} from './hostile-input-requests.support.js';

export const multipartCases: HostileCase[] = [
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
];
