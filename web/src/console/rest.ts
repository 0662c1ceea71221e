import { csrfToken } from './csrf';

/** A non-ok answer: its status and the server's JSON body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; code?: string; fields?: Record<string, string> },
  ) {
    super(body.error ?? body.message ?? `HTTP ${status}`);
  }
}

/** One JSON call of the REST API; a non-ok answer throws ApiError with the server's body. */
export async function call<T>(method: string, path: string, body?: unknown, withCsrf = false): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (withCsrf) headers['CSRF-Token'] = await csrfToken();
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & ApiError['body'];
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}
