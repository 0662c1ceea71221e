import { csrfToken } from '../../console/csrf';
import { fetchJson, postMultipart, type ServerAnswer, type UploadProgress } from './upload';

// Apart from upload.ts: the application forms post without a CSRF token, and load neither.

/** POSTs JSON with the CSRF token, as the status page and the recommender's page send their actions. */
export async function postJsonWithCsrf(url: string, payload: unknown): Promise<ServerAnswer> {
  return fetchJson(url, { payload, headers: { 'CSRF-Token': await csrfToken() } });
}

/** Uploads one file under `field` with progress and the CSRF token: an answer to a request, a recommender's letter. */
export async function postOneFile(
  url: string,
  field: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ServerAnswer> {
  const body = new FormData();
  body.append(field, file, file.name);
  return postMultipart(url, body, onProgress, { 'CSRF-Token': await csrfToken() });
}
