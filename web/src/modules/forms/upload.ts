/** What came back from the server: the status and the JSON body (null when it was not JSON). */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The network failed (no answer at all), as opposed to an HTTP error status. */
export class NetworkError extends Error {}

/**
 * POSTs multipart form data with XMLHttpRequest, because fetch() reports no upload progress.
 * Resolves with any HTTP answer; rejects with NetworkError when there is none.
 */
export function postMultipart(
  url: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  headers: Record<string, string> = {},
): Promise<ServerAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new NetworkError('The network request failed.')));
    xhr.addEventListener('abort', () => reject(new NetworkError('The request was aborted.')));
    xhr.addEventListener('timeout', () => reject(new NetworkError('The request timed out.')));
    xhr.send(body);
  });
}

/** GETs, or with a payload POSTs, JSON with fetch; rejects with NetworkError when no answer comes. */
export async function fetchJson(
  url: string,
  { payload, headers = {} }: { payload?: unknown; headers?: Record<string, string> } = {},
): Promise<ServerAnswer> {
  const post = payload !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: post ? 'POST' : 'GET',
      credentials: 'include',
      headers: { ...(post ? { 'Content-Type': 'application/json' } : {}), Accept: 'application/json', ...headers },
      body: post ? JSON.stringify(payload) : undefined,
    });
  } catch {
    throw new NetworkError('The network request failed.');
  }
  return { status: response.status, body: parseJson(await response.text().catch(() => '')) };
}

/** POSTs JSON with fetch; rejects with NetworkError when no answer comes. */
export function postJson(url: string, payload: unknown): Promise<ServerAnswer> {
  return fetchJson(url, { payload });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The `{ error, fields }` of an API error answer, whatever else came back. */
export function apiError(body: unknown): { error?: string; fields: Record<string, string> } {
  if (!body || typeof body !== 'object') return { fields: {} };
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  const safeFields: Record<string, string> = {};
  if (fields && typeof fields === 'object') {
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') safeFields[key] = value;
  }
  return { error: typeof error === 'string' ? error : undefined, fields: safeFields };
}

/** "3.4 MB", "820 KB": sizes the way people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "42% · 3.1 MB of 7.4 MB" */
export function describeProgress(progress: UploadProgress): string {
  const { percent, loaded, total } = progressValues(progress);
  return `${percent}% · ${loaded} of ${total}`;
}

/** The numbers of a progress, as words are made of them in any language (catalogue 'form.progress.value'). */
export function progressValues({ loaded, total }: UploadProgress): { percent: number; loaded: string; total: string } {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return { percent, loaded: formatBytes(loaded), total: formatBytes(total) };
}
