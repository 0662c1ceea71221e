import busboy from 'busboy';
import type { Request } from 'express';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { DocumentSpec } from '../../domain/applications/index.js';
import { unsupportedMediaType, validationError } from '../../domain/errors.js';
import { requestTooLarge, stopParsing, type UploadLimits } from '../submission/multipart-submission.js';
import { FieldProblem, stageDocument, type StagedDocument } from '../documents/staged-document.js';

/** The one multipart field an answer to a request carries. */
export const ANSWER_FIELD = 'file';

/**
 * Reads the one file answering a request (multipart field `file`), checked and sealed as it
 * streams by the same staging as the application form, against the requested document's rules.
 * Resolves with the staged document or a FieldProblem for the applicant; rejects on a broken or
 * over-size request.
 */
export function readAnswerUpload(
  req: Request,
  spec: DocumentSpec,
  limits: UploadLimits,
  cipher: PiiCipher,
): Promise<StagedDocument | FieldProblem> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(unsupportedMediaType('Please send the file as multipart/form-data.'));
    const declared = Number(req.get('content-length'));
    // One file and a little framing: the request limit is the file limit plus room for headers.
    const requestBytes = Math.min(limits.requestBytes, limits.fileBytes + 64 * 1024);
    if (Number.isFinite(declared) && declared > requestBytes) return reject(requestTooLarge({ ...limits, requestBytes }));
    let staged: Promise<StagedDocument | FieldProblem> | null = null;
    let received = 0;
    let settled = false;
    let parser: busboy.Busboy;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopParsing(req, parser);
      reject(error);
    };
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.fileBytes + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
      });
    } catch {
      return reject(validationError('The upload could not be read. Please try again.'));
    }
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > requestBytes) {
        fail(requestTooLarge({ ...limits, requestBytes }));
        req.resume();
      }
    });
    req.on('aborted', () => fail(validationError('The upload was interrupted. Please try again.')));
    req.on('error', fail);
    parser.on('file', (name, stream, info) => {
      if (name !== ANSWER_FIELD || staged || !info.filename) {
        stream.resume();
        return;
      }
      staged = stageDocument({ spec, fileName: info.filename, stream, maxBytes: limits.fileBytes, cipher }).catch(
        (error: unknown) => {
          if (error instanceof FieldProblem) return error;
          throw error;
        },
      );
    });
    parser.on('error', () => fail(validationError('The upload could not be read. Please try again.')));
    parser.on('close', () => {
      const result = staged ?? Promise.resolve(new FieldProblem(spec.name, `Please attach ${spec.label.toLowerCase()}.`));
      result.then((value) => {
        if (settled) return;
        settled = true;
        resolve(value);
      }, fail);
    });
    req.pipe(parser);
  });
}
