import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError, tooLarge, unsupportedMediaType, validationError } from '../domain/errors.js';

/**
 * The one reader of a multipart upload, used by every door that takes a file (the application
 * forms, the status page's answers, GraphQL uploads). However the body ends (complete, cut short,
 * dropped, over the limit, malformed) the returned promise settles exactly once, every file
 * stream is ended or destroyed, and no error is left without a listener (decision 300).
 */
export interface MultipartRules {
  /** Bytes the whole request may carry, counted as they arrive (chunked bodies have no length). */
  requestBytes: number;
  /** The message for a request over requestBytes (413). */
  tooLargeMessage: string;
  /** busboy's own limits: files, fields, parts, sizes. */
  limits: busboy.Limits;
  /** What to send when the body is not multipart (415), e.g. "Please send the file as multipart/form-data." */
  notMultipart: string;
}

export interface MultipartParts {
  /** A text field. May throw a DomainError to refuse the request. */
  field?(name: string, value: string, info: busboy.FieldInfo): void;
  /**
   * A file as it starts to arrive. The reader waits for the returned promise before it resolves,
   * and a rejection refuses the request (a broken stream becomes a clear 400).
   */
  file(name: string, stream: Readable, info: busboy.FileInfo): Promise<unknown> | void;
  /** More files than limits.files: the extra ones are skipped. */
  filesLimit?(): void;
}

const UNREADABLE = 'The upload could not be read. Please try again.';
const INTERRUPTED = 'The upload was interrupted. Please try again.';

/** Whether an error is one the client may read (a domain refusal or a field problem with a status). */
const isClientError = (error: unknown) =>
  error instanceof DomainError || typeof (error as { status?: unknown })?.status === 'number';

/** Reads a multipart body, handing each field and file to `parts`; settles once, whatever the body does. */
export function readMultipart(req: Request, rules: MultipartRules, parts: MultipartParts): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let parser: busboy.Busboy | undefined;
    const openFiles = new Set<Readable>();
    const work: Promise<unknown>[] = [];

    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      if (parser) {
        req.unpipe(parser);
        parser.removeAllListeners();
        // busboy reports the cut body again as it is destroyed: that one has nobody to tell.
        parser.on('error', () => {});
        parser.destroy();
      }
      // A reader still waiting on a file hears why it will get no more bytes.
      for (const stream of openFiles) stream.destroy(error instanceof Error ? error : validationError(INTERRUPTED));
      // The answer, if anyone is left to read it, ends the connection: the rest of the body is
      // drained, never parsed, and a client streaming forever is cut off once it is sent.
      if (req.res && !req.res.headersSent) req.res.setHeader('Connection', 'close');
      req.resume();
      reject(error);
    };

    if (!req.is('multipart/form-data')) return stop(unsupportedMediaType(rules.notMultipart));
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > rules.requestBytes) return stop(tooLarge(rules.tooLargeMessage));
    try {
      // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble them.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: rules.limits });
    } catch {
      return stop(validationError(UNREADABLE));
    }

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > rules.requestBytes) stop(tooLarge(rules.tooLargeMessage));
    });
    // Nobody is left to answer a dropped connection; the error only stops the work.
    req.on('aborted', () => stop(validationError(INTERRUPTED)));
    req.on('close', () => {
      if (!req.complete) stop(validationError(INTERRUPTED));
    });
    req.on('error', () => stop(validationError(INTERRUPTED)));

    parser.on('field', (name, value, info) => {
      try {
        parts.field?.(name, value, info);
      } catch (error) {
        stop(isClientError(error) ? error : validationError(UNREADABLE));
      }
    });
    parser.on('file', (name, source, info) => {
      // The reader gets a copy whose only error is a clear one: busboy's own ("Unexpected end
      // of form") would otherwise reach a resolver as an internal error.
      const stream = new PassThrough();
      source.on('error', (error) => stream.destroy(isClientError(error) ? error : validationError(UNREADABLE)));
      source.pipe(stream);
      openFiles.add(stream);
      // Always listened to: a file stream's error must never reach the process.
      stream.on('error', () => {});
      stream.on('close', () => openFiles.delete(stream));
      const reading = Promise.resolve()
        .then(() => parts.file(name, stream, info))
        .catch(stop);
      work.push(reading);
    });
    parser.on('filesLimit', () => parts.filesLimit?.());
    parser.on('error', () => stop(validationError(UNREADABLE)));
    parser.on('close', () => {
      void Promise.all(work).then(() => {
        if (settled) return;
        settled = true;
        resolve();
      });
    });
    req.pipe(parser);
  });
}
