import { csrfToken } from '../staff/csrf';
import { NetworkError, type ServerAnswer, type UploadProgress } from '../forms/upload';

/** One document staff asked for, as GET /api/application-status gives it. */
export interface StatusRequest {
  id: number;
  document: string;
  label: string;
  note: string | null;
  dueAt: string | null;
  fulfilled: boolean;
  accept: string;
}

export interface StatusView {
  reference: string;
  kind: 'undergrad' | 'parent' | 'high-school';
  status: string;
  submittedAt: string;
  nextStep: string;
  requests: StatusRequest[];
}

const BASE = '/api/application-status';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<ServerAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    headers['CSRF-Token'] = await csrfToken();
  }
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  } catch {
    throw new NetworkError('The network request failed.');
  }
  return { status: response.status, body: parse(await response.text().catch(() => '')) };
}

export const readStatus = () => call('GET', '');
export const sendCode = (reference: string, email: string) => call('POST', '/send-code', { reference, email });
export const verifyCode = (reference: string, email: string, code: string) => call('POST', '/verify', { reference, email, code });
export const signOut = () => call('POST', '/sign-out', {});

/** Uploads one file answering a request, with progress (XMLHttpRequest: fetch reports none). */
export async function uploadAnswer(
  requestId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ServerAnswer> {
  const token = await csrfToken();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE}/requests/${requestId}/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('CSRF-Token', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parse(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new NetworkError('The network request failed.')));
    xhr.addEventListener('abort', () => reject(new NetworkError('The request was aborted.')));
    xhr.send(body);
  });
}

export function isStatusView(body: unknown): body is StatusView {
  return Boolean(body && typeof body === 'object' && 'reference' in body && 'requests' in body);
}
