import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { offScanner, type Scanner, type ScanStatus } from '../../scanning/scanner.js';
import {
  emptyDocumentMessage,
  formatMegabytes,
  refusedDocumentMessage,
  sanitizeFileName,
  sniffMediaType,
  SNIFF_BYTES,
  tooLargeMessage,
  wrongTypeMessage,
  type DocumentMediaType,
  type DocumentSpec,
} from '../../domain/applications/index.js';
import { ruleMessages } from '../../domain/applications/rule-messages.js';

/** Documents are sealed in slices of this size: bounded memory, and rows below MySQL's packet limit. */
export const PART_BYTES = 1024 * 1024;

/** An uploaded document, checked and encrypted in memory, waiting for the transaction. */
export interface StagedDocument {
  fileId: string;
  fileAlias: string;
  originalName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  sealedParts: Buffer[];
  /** CLEAN, PENDING (scanner unreachable or slow: the rescan job decides) or UNSCANNED (scanning off). */
  scanStatus: Exclude<ScanStatus, 'INFECTED' | 'UNSCANNABLE'>;
  /** When the scanner gave its verdict; null while PENDING or UNSCANNED. */
  scannedAt: Date | null;
  /** Why a PENDING document was not scanned on arrival, shown to staff. */
  scanProblem: string | null;
}

/** A problem with one field, shown next to it. 413 for sizes, 400 otherwise. */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status: 400 | 413 | 422 = 400,
  ) {
    super(message);
  }
}

/**
 * A file the virus scan found harmful (422, FILE_REJECTED): the door refuses the whole request,
 * stores nothing, and writes the audit row from sha256 and signature (never the file).
 */
export class InfectedDocument extends FieldProblem {
  constructor(
    field: string,
    message: string,
    readonly sha256: string,
    readonly signature: string,
  ) {
    super(field, message, 422);
  }
}

export const requestTooLargeMessage = (limitBytes: number) => ruleMessages.filesTooLarge({ limit: formatMegabytes(limitBytes) });

export const partAssociatedData = (fileId: string, partNo: number) => `document:${fileId}:part:${partNo}`;

/**
 * Reads one uploaded file as it streams in: judges its type from the first bytes, counts its
 * size, hashes it and seals it 1 MiB at a time, so the plain bytes are never held whole.
 * On a problem the rest of the stream is still drained (the multipart parser waits for it),
 * then a FieldProblem is thrown.
 */
export async function stageDocument(options: {
  spec: DocumentSpec;
  fileName: string;
  stream: Readable;
  maxBytes: number;
  cipher: PiiCipher;
  /** Bytes left for the whole request, shared by its documents (GraphQL; busboy's caller counts for REST). */
  budget?: { remaining: number; limitBytes: number };
  /** Scans the bytes as they arrive (a write waits while the scanner catches up). Off if absent. */
  scanner?: Scanner;
}): Promise<StagedDocument> {
  const { spec, stream, maxBytes, cipher } = options;
  const scan = (options.scanner ?? offScanner).start();
  const fileId = randomUUID();
  const hash = createHash('sha256');
  const sealedParts: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let head = Buffer.alloc(0);
  let mediaType: DocumentMediaType | null = null;
  let problem: FieldProblem | undefined;

  const sealPending = () => {
    const plain = Buffer.concat(pending, pendingBytes);
    sealedParts.push(cipher.seal(plain, partAssociatedData(fileId, sealedParts.length)));
    pending = [];
    pendingBytes = 0;
  };

  // A file of the wrong type is still scanned to its end, so harmful bytes are refused (and
  // audited) as such whatever they claim to be; a file over a limit is not read further.
  let overLimit = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (overLimit) continue;
      size += chunk.length;
      const overBudget = options.budget && (options.budget.remaining -= chunk.length) < 0;
      if (overBudget || size > maxBytes) {
        problem = overBudget
          ? new FieldProblem('form', requestTooLargeMessage(options.budget!.limitBytes), 413)
          : new FieldProblem(spec.name, tooLargeMessage(spec, maxBytes), 413);
        overLimit = true;
        sealedParts.length = 0;
        pending = [];
        scan.abort();
        continue;
      }
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES || head.length === size) mediaType = sniffMediaType(head);
        if (head.length >= SNIFF_BYTES && (!mediaType || !spec.mediaTypes.includes(mediaType))) {
          problem ??= new FieldProblem(spec.name, wrongTypeMessage(spec));
          sealedParts.length = 0;
          pending = [];
        }
      }
      hash.update(chunk);
      // Before it is sealed: a scanner that is behind holds the upload back, not memory.
      const scanned = scan.write(chunk);
      if (scanned) await scanned;
      if (problem) continue;
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(PART_BYTES - pendingBytes, chunk.length - offset);
        pending.push(chunk.subarray(offset, offset + take));
        pendingBytes += take;
        offset += take;
        if (pendingBytes === PART_BYTES) sealPending();
      }
    }
  } catch (error) {
    scan.abort();
    // graphql-upload-minimal ends an over-size stream with an error of status 413.
    if ((error as { status?: number }).status === 413 || (error as { code?: string }).code === 'PAYLOAD_TOO_LARGE') {
      throw new FieldProblem(spec.name, tooLargeMessage(spec, maxBytes), 413);
    }
    throw error;
  }
  if (overLimit) throw problem!;
  const sha256 = hash.digest('hex');
  if (size === 0) {
    scan.abort();
    throw new FieldProblem(spec.name, emptyDocumentMessage(spec));
  }
  const verdict = await scan.finish();
  if (verdict.status === 'INFECTED') {
    throw new InfectedDocument(spec.name, refusedDocumentMessage(spec), sha256, verdict.signature);
  }
  mediaType = sniffMediaType(head);
  if (problem) throw problem;
  if (!mediaType || !spec.mediaTypes.includes(mediaType)) throw new FieldProblem(spec.name, wrongTypeMessage(spec));
  if (pendingBytes > 0) sealPending();
  return {
    fileId,
    fileAlias: spec.name,
    originalName: sanitizeFileName(options.fileName),
    mediaType,
    sizeBytes: size,
    sha256,
    sealedParts,
    scanStatus: verdict.status,
    scannedAt: verdict.status === 'CLEAN' ? new Date() : null,
    scanProblem: verdict.status === 'PENDING' ? verdict.reason.slice(0, 255) : null,
  };
}
