import { csrfToken } from '../staff/csrf';
import { fetchJson, postMultipart, type ServerAnswer, type UploadProgress } from '../forms/upload';

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

/** A POST of the status page: the session's cookie goes with the CSRF token. */
async function post(path: string, payload: unknown): Promise<ServerAnswer> {
  return fetchJson(`${BASE}${path}`, { payload, headers: { 'CSRF-Token': await csrfToken() } });
}

export const readStatus = () => fetchJson(BASE);
export const sendCode = (reference: string, email: string) => post('/send-code', { reference, email });
export const verifyCode = (reference: string, email: string, code: string) => post('/verify', { reference, email, code });
export const signOut = () => post('/sign-out', {});

/** Uploads one file answering a request, with progress. */
export async function uploadAnswer(
  requestId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ServerAnswer> {
  const headers = { 'CSRF-Token': await csrfToken() };
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(`${BASE}/requests/${requestId}/upload`, body, onProgress, headers);
}

export function isStatusView(body: unknown): body is StatusView {
  return Boolean(body && typeof body === 'object' && 'reference' in body && 'requests' in body);
}
