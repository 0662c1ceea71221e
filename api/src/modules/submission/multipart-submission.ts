import busboy from 'busboy';
import type { Request } from 'express';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { messagesOfApplications, type ApplicationFormSpec } from '../../domain/applications/index.js';
import { DomainError, tooLarge, unsupportedMediaType, validationError } from '../../domain/errors.js';
import { FieldProblem, requestTooLargeMessage, stageDocument, type StagedDocument } from '../documents/staged-document.js';
import type { IncomingSubmission } from './submission.service.js';

export interface UploadLimits {
  fileBytes: number;
  requestBytes: number;
}

const MAX_TEXT_FIELD_BYTES = 10_000;

export function requestTooLarge(limits: UploadLimits): DomainError {
  return tooLarge(requestTooLargeMessage(limits.requestBytes));
}

/** Stops reading a request half way: nothing more reaches the parser, and its late errors are ignored. */
export function stopParsing(req: Request, parser: busboy.Busboy): void {
  req.unpipe(parser);
  parser.removeAllListeners();
  parser.on('error', () => {});
  parser.destroy();
}

/**
 * Streams a multipart application: text fields are collected; each file is checked and sealed
 * as it arrives (see stageDocument). Resolves once the whole body is read; rejects with an
 * DomainError (TOO_LARGE when the request is over its limit) or with the client's abort.
 * An empty file input (no name, no bytes) counts as no file, as browsers send it that way.
 */
export function readMultipartSubmission(
  req: Request,
  form: ApplicationFormSpec,
  limits: UploadLimits,
  cipher: PiiCipher,
): Promise<IncomingSubmission> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data'))
      return reject(unsupportedMediaType('Please send the application as multipart/form-data.'));
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > limits.requestBytes) return reject(requestTooLarge(limits));

    const fields: Record<string, string> = {};
    const documents: StagedDocument[] = [];
    const problems: FieldProblem[] = [];
    const staging: Promise<void>[] = [];
    const seen = new Set<string>();
    let received = 0;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopParsing(req, parser);
      reject(error);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8; busboy's default (latin1) would store "RÃ©sumÃ©.pdf".
        defParamCharset: 'utf8',
        // One byte over the file limit tells "exactly at the limit" from "over it".
        limits: {
          fileSize: limits.fileBytes + 1,
          files: form.documents.length + 5,
          fields: 200,
          fieldSize: MAX_TEXT_FIELD_BYTES,
          parts: 250,
        },
      });
    } catch {
      return reject(validationError('The upload could not be read. Please try again.'));
    }

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.requestBytes) {
        fail(requestTooLarge(limits));
        req.resume();
      }
    });
    // Nobody is left to answer; the error only stops the work. Nothing has been stored yet.
    req.on('aborted', () => fail(validationError('The upload was interrupted. Please try again.')));
    req.on('error', fail);

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problems.push(new FieldProblem(name, 'This value is too long.'));
      else fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
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
      staging.push(
        stageDocument({ spec, fileName: info.filename, stream, maxBytes: limits.fileBytes, cipher }).then(
          (doc) => void documents.push(doc),
          (error: unknown) => {
            if (error instanceof FieldProblem) problems.push(error);
            else fail(error);
          },
        ),
      );
    });

    parser.on('filesLimit', () => problems.push(new FieldProblem('form', messagesOfApplications.unexpectedFile)));
    parser.on('error', () => fail(validationError('The upload could not be read. Please try again.')));
    parser.on('close', () => {
      Promise.all(staging).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, documents, problems });
      }, fail);
    });
    req.pipe(parser);
  });
}
