import type { RequestHandler } from 'express';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { validationError } from '../domain/errors.js';
import { requestMessages } from '../domain/request-messages.js';
import { readMultipart } from './multipart-upload.js';

/** The library's Upload, whose settling methods its typings leave out. */
type PendingUpload = Upload & { resolve(file: FileUpload): void; reject(error: unknown): void };

const SPEC = 'See the GraphQL multipart request spec.';
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts an upload where the map says, refusing paths that are missing or reach a prototype. */
function placeUpload(operations: unknown, path: string, upload: PendingUpload): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let target = operations as Record<string, unknown> | undefined;
  for (const key of keys) {
    if (UNSAFE_KEYS.has(key)) throw validationError(`The upload path "${path}" is not allowed.`);
    target = target?.[key] as Record<string, unknown> | undefined;
  }
  if (!target || typeof target !== 'object' || UNSAFE_KEYS.has(last) || !last) {
    throw validationError(`The upload path "${path}" is not in the operation. ${SPEC}`);
  }
  target[last] = upload;
}

function parseJson(value: string, field: string): unknown {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return parsed;
  } catch {
    // answered below
  }
  throw validationError(`The '${field}' part is not a JSON object. ${SPEC}`);
}

/**
 * GraphQL multipart requests (operations, map, then files) read by the shared upload reader,
 * in place of graphql-upload-minimal's own parser, which let a second parser error escape to the
 * process. Resolvers get the library's Upload promises, so GraphQLUpload works unchanged. Once
 * the operation is read the request goes on while its files stream; a body that then breaks
 * makes each file's stream fail with a clear error, and the resolver refuses it.
 */
export function graphqlUploads(options: { fileBytes: number; requestBytes: number; maxFiles: number }): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // A resolver may answer without reading a file: drain what is left so the parser can finish.
    res.once('finish', () => {
      for (const upload of uploads?.values() ?? []) {
        const stream = upload.file?.createReadStream();
        if (stream && stream.readableFlowing !== true) stream.resume();
      }
    });
    let operations: unknown;
    let uploads: Map<string, PendingUpload> | undefined;
    let passedOn = false;
    readMultipart(
      req,
      {
        // The files plus room for the operation and its variables.
        requestBytes: options.requestBytes + 1024 * 1024,
        tooLargeMessage: requestMessages.tooLarge,
        notMultipart: 'Please send the upload as multipart/form-data.',
        // One byte over the file limit, so an over-size file is seen and refused, not stored cut short.
        limits: { fileSize: options.fileBytes + 1, files: options.maxFiles, fields: 2, fieldSize: 1024 * 1024 },
      },
      {
        field(name, value, info) {
          if (info.valueTruncated) throw validationError(`The '${name}' part is too long.`);
          if (name === 'operations' && operations === undefined) operations = parseJson(value, name);
          else if (name === 'map' && operations !== undefined && !uploads) {
            const map = parseJson(value, name) as Record<string, unknown>;
            if (Object.keys(map).length > options.maxFiles) throw validationError(`At most ${options.maxFiles} files.`);
            uploads = new Map();
            for (const [file, paths] of Object.entries(map)) {
              if (!Array.isArray(paths)) throw validationError(`The map entry '${file}' is not a list. ${SPEC}`);
              const upload = new Upload() as PendingUpload;
              uploads.set(file, upload);
              for (const path of paths) placeUpload(operations, String(path), upload);
            }
            req.body = operations;
            passedOn = true;
            next();
          } else throw validationError(`Expected 'operations', then 'map', then the files. ${SPEC}`);
        },
        file(name, stream, info) {
          const upload = uploads?.get(name);
          if (!uploads) throw validationError(`Files come after 'operations' and 'map'. ${SPEC}`);
          if (!upload || upload.file) return void stream.resume();
          const file: FileUpload = {
            fieldName: name,
            filename: info.filename ?? '',
            mimetype: info.mimeType,
            encoding: info.encoding,
            createReadStream: () => stream as ReturnType<FileUpload['createReadStream']>,
          };
          upload.resolve(file);
        },
      },
    ).then(
      () => {
        for (const upload of uploads?.values() ?? [])
          if (!upload.file) upload.reject(validationError('A file is missing from the request.'));
        if (!passedOn) next(validationError(`The request has no 'operations' and 'map'. ${SPEC}`));
      },
      (error: unknown) => {
        for (const upload of uploads?.values() ?? []) if (!upload.file) upload.reject(error);
        if (!passedOn) next(error);
      },
    );
  };
}
