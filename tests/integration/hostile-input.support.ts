/**
 * Tools for the hostile-input suite: raw request builders (hand-written multipart, gzip and
 * zip payloads), a census of every table an attacker could leave something in, and the one
 * check every refusal must pass (4xx, JSON, a clear message, no stack, no server path).
 */
import { deflateRawSync, crc32, gzipSync } from 'node:zlib';
import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { APPLICATION_KIND_PATHS, APPLICATION_KINDS } from '../../api/src/domain/applications/index.js';
import { ApplicantSession, StatusSignInCode } from '../../api/src/modules/application-status/application-status.entity.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { VisitorMessage } from '../../api/src/modules/messages/visitor-message.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { PasswordResetCode } from '../../api/src/modules/accounts/password-reset-code.entity.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import type { UploadFiles } from '../support/fixtures/application-requests.js';
import type { TestApp } from '../support/test-app.js';

/** Row counts of every table a public request may write to. */
export async function census(app: TestApp): Promise<Record<string, number>> {
  const { db } = app.services.infra;
  const counts: Record<string, number> = {};
  for (const kind of APPLICATION_KINDS) counts[kind] = await db.getRepository(KINDS[kind].entity).count();
  counts.documents = await db.getRepository(ApplicationDocument).count();
  counts.documentParts = await db.getRepository(ApplicationDocumentPart).count();
  counts.visitorMessages = await db.getRepository(VisitorMessage).count();
  counts.users = await db.getRepository(User).count();
  counts.resetCodes = await db.getRepository(PasswordResetCode).count();
  counts.statusCodes = await db.getRepository(StatusSignInCode).count();
  counts.applicantSessions = await db.getRepository(ApplicantSession).count();
  counts.outboxMails = await db.getRepository(OutboxMail).count();
  return counts;
}

/** A stack frame ("    at fn (file:1:2)") or a path on the server's disk. */
const LEAKS = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\/(?:work|home|tmp|usr|root|app)\/|[\w-]+\.(?:ts|js|mjs|cjs):\d+/;

/** What a refused request answered, already checked to be a clean JSON refusal. */
export interface Refusal {
  status: number;
  text: string;
  /** The user-facing message: `error` of REST, the first `errors[].message` of GraphQL. */
  message: string;
  body: { error?: string; fields?: Record<string, string>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export async function expectCleanRefusal(response: Response): Promise<Refusal> {
  const text = await response.text();
  const context = `${response.status} ${text.slice(0, 400)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  expect(response.headers.get('content-type'), context).toMatch(/^application\/(?:graphql-response\+)?json/);
  expect(text, context).not.toMatch(LEAKS);
  const body = JSON.parse(text) as Refusal['body'];
  const message = body.error ?? body.errors?.[0]?.message ?? '';
  expect(message.length, context).toBeGreaterThan(5);
  // A sentence a person can read, not an exception name or an internal code.
  expect(message, context).toMatch(/[a-z] [a-z]/i);
  expect(message, context).not.toMatch(/^(?:Error|TypeError|SyntaxError|RangeError)\b|undefined|\[object /);
  return { status: response.status, text, message, body };
}

export function submitPath(kind: ApplicationKind): string {
  return `/api/${APPLICATION_KIND_PATHS[kind]}/submit-new-application`;
}

export interface RawPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body written by hand, so a test can break it exactly where it wants. */
export function rawMultipart(parts: RawPart[], boundary = '----odfHostile7MA4YWxkTrZu0gW', { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The text fields and files of a complete application as raw parts. */
export function applicationParts(fields: Record<string, string>, files: UploadFiles): RawPart[] {
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...Object.entries(files)
      .filter(([, f]) => f)
      .map(([name, f]) => ({ name, value: f!.bytes, filename: f!.name, type: f!.type })),
  ];
}

/** The graphql-multipart-request-spec body of a submit mutation, with parts a test may break. */
export function graphqlUploadParts(
  mutation: string,
  appType: string,
  docsType: string,
  application: Record<string, unknown>,
  files: UploadFiles,
): { operations: string; map: string; files: RawPart[] } {
  const query = `mutation Submit($application: ${appType}!, $documents: ${docsType}!) {
    ${mutation}(application: $application, documents: $documents) { reference }
  }`;
  const entries = Object.entries(files).filter(([, f]) => f);
  const documents = Object.fromEntries(entries.map(([name]) => [name, null]));
  const map = Object.fromEntries(entries.map(([name], i) => [String(i), [`variables.documents.${name}`]]));
  return {
    operations: JSON.stringify({ query, variables: { application, documents } }),
    map: JSON.stringify(map),
    files: entries.map(([, f], i) => ({ name: String(i), value: f!.bytes, filename: f!.name, type: f!.type })),
  };
}

/**
 * A real zip archive (one stored entry, deflated) whose single member inflates to `inflatedBytes`
 * of zeros: a classic zip bomb, a few kB on the wire.
 */
export function zipBomb(inflatedBytes = 32 * 1024 * 1024, member = 'zeros.bin'): Buffer {
  const zeros = Buffer.alloc(inflatedBytes);
  const deflated = deflateRawSync(zeros, { level: 9 });
  const crc = crc32(zeros);
  const name = Buffer.from(member);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(inflatedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(inflatedBytes, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, deflated, central, name, end]);
}

/** A gzip-encoded JSON body that inflates far past the server's JSON limit. */
export function gzipJsonBomb(inflatedBytes = 8 * 1024 * 1024): Buffer {
  return gzipSync(Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(inflatedBytes, 0x61), Buffer.from('"}')]));
}

/** An HTML page with "%PDF-1.7" in the middle: a PDF by substring, not by its first bytes. */
export function htmlWithPdfMarker(): Buffer {
  return Buffer.from(
    '<!doctype html><html><body><script>fetch("/api/auth/status")</script>\n%PDF-1.7\n1 0 obj << >> endobj\n</body></html>\n',
  );
}
