import type { Request } from 'express';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { Scanner } from '../../scanning/scanner.js';
import { messagesOfApplications, type ApplicationFormSpec } from '../../domain/applications/index.js';
import { readMultipart } from '../../http/multipart-upload.js';
import { FieldProblem, requestTooLargeMessage, stageDocument, type StagedDocument } from '../documents/staged-document.js';
import type { IncomingSubmission } from './submission.service.js';

export interface UploadLimits {
  fileBytes: number;
  requestBytes: number;
}

const MAX_TEXT_FIELD_BYTES = 10_000;

/**
 * Streams a multipart application through the shared reader (http/multipart-upload.ts): text
 * fields are collected; each file is checked and sealed as it arrives (see stageDocument).
 * Resolves once the whole body is read; rejects with a DomainError (TOO_LARGE when the request
 * is over its limit, VALIDATION when it is cut short, dropped or malformed).
 * An empty file input (no name, no bytes) counts as no file, as browsers send it that way.
 */
export async function readMultipartSubmission(
  req: Request,
  form: ApplicationFormSpec,
  limits: UploadLimits,
  cipher: PiiCipher,
  scanner: Scanner,
): Promise<IncomingSubmission> {
  const fields: Record<string, string> = {};
  const documents: StagedDocument[] = [];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const rules = {
    requestBytes: limits.requestBytes,
    tooLargeMessage: requestTooLargeMessage(limits.requestBytes),
    notMultipart: 'Please send the application as multipart/form-data.',
    // One byte over the file limit tells "exactly at the limit" from "over it".
    limits: {
      fileSize: limits.fileBytes + 1,
      files: form.documents.length + 5,
      fields: 200,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: 250,
    },
  };
  await readMultipart(req, rules, {
    field(name, value, info) {
      if (info.valueTruncated) problems.push(new FieldProblem(name, 'This value is too long.'));
      else fields[name] = value;
    },
    async file(name, stream, info) {
      const spec = form.documents.find((d) => d.name === name);
      if (!spec || seen.has(name)) {
        problems.push(
          new FieldProblem(name, spec ? messagesOfApplications.duplicateFile : messagesOfApplications.unexpectedFile),
        );
        stream.resume();
        return;
      }
      if (!info.filename) {
        stream.resume(); // an empty file input
        return;
      }
      seen.add(name);
      try {
        documents.push(
          await stageDocument({ spec, fileName: info.filename, stream, maxBytes: limits.fileBytes, cipher, scanner }),
        );
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        problems.push(error);
      }
    },
    filesLimit: () => problems.push(new FieldProblem('form', messagesOfApplications.unexpectedFile)),
  });
  return { fields, documents, problems, door: `${form.kind} form (REST)` };
}
