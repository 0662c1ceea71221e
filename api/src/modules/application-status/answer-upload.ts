import type { Request } from 'express';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { Scanner } from '../../scanning/scanner.js';
import type { DocumentSpec } from '../../domain/applications/index.js';
import { readMultipart } from '../../http/multipart-upload.js';
import type { UploadLimits } from '../submission/multipart-submission.js';
import { FieldProblem, requestTooLargeMessage, stageDocument, type StagedDocument } from '../documents/staged-document.js';

/** The one multipart field an answer to a request carries. */
export const ANSWER_FIELD = 'file';

/**
 * Reads the one file answering a request (multipart field `file`) through the shared reader
 * (http/multipart-upload.ts), checked and sealed as it streams by the same staging as the
 * application form, against the requested document's rules. Resolves with the staged document
 * or a FieldProblem for the applicant; rejects with a DomainError on a cut, dropped, malformed
 * or over-size request.
 */
export async function readAnswerUpload(
  req: Request,
  spec: DocumentSpec,
  limits: UploadLimits,
  cipher: PiiCipher,
  scanner: Scanner,
  /** The multipart field the file comes in: `file` for an answer, `letter` for a recommender's letter. */
  field: string = ANSWER_FIELD,
): Promise<StagedDocument | FieldProblem> {
  // One file and a little framing: the request limit is the file limit plus room for headers.
  const requestBytes = Math.min(limits.requestBytes, limits.fileBytes + 64 * 1024);
  let answer: StagedDocument | FieldProblem | undefined;
  await readMultipart(
    req,
    {
      requestBytes,
      tooLargeMessage: requestTooLargeMessage(requestBytes),
      notMultipart: 'Please send the file as multipart/form-data.',
      limits: { fileSize: limits.fileBytes + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    },
    {
      async file(name, stream, info) {
        if (name !== field || answer || !info.filename) {
          stream.resume();
          return;
        }
        answer = new FieldProblem(spec.name, `Please attach ${spec.label.toLowerCase()}.`); // until it is read
        try {
          answer = await stageDocument({ spec, fileName: info.filename, stream, maxBytes: limits.fileBytes, cipher, scanner });
        } catch (error) {
          if (!(error instanceof FieldProblem)) throw error;
          answer = error;
        }
      },
    },
  );
  return answer ?? new FieldProblem(spec.name, `Please attach ${spec.label.toLowerCase()}.`);
}
