import type { Locale } from '@domain/i18n/locales';
import { postJsonWithCsrf, postOneFile } from '../forms/csrf-posts';
import { fetchJson, type ServerAnswer, type UploadProgress } from '../forms/upload';

/** One document staff asked for, as GET /api/application-status gives it. */
export interface StatusRequest {
  id: number;
  document: string;
  label: string;
  note: string | null;
  dueAt: string | null;
  fulfilled: boolean;
  /** The name of the file that answered it; null while open. */
  receivedFile: string | null;
  receivedAt: string | null;
  /** Closed unanswered because the application moved on: no upload any more. */
  closed: boolean;
  accept: string;
}

/** One letter of recommendation asked for: its progress, never the letter. */
export interface StatusLetter {
  id: number;
  recommenderName: string;
  recommenderEmail: string;
  role: string;
  roleLabel: string;
  status: 'REQUESTED' | 'RECEIVED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';
  statusLabel: string;
  requestedAt: string;
  receivedAt: string | null;
  dueAt: string;
  canRemind: boolean;
  nextReminderAt: string | null;
  canReplace: boolean;
}

export interface StatusView {
  reference: string;
  kind: 'undergrad' | 'parent' | 'high-school';
  status: string;
  submittedAt: string;
  nextStep: string;
  requests: StatusRequest[];
  /** Absent from a server without letters; empty when the program asks for none. */
  letters?: StatusLetter[];
}

const BASE = '/api/application-status';

/** The page's language rides along, so the server words statuses, steps and messages in it. */
const url = (path: string, locale: Locale) => `${BASE}${path}${locale === 'en' ? '' : `?locale=${locale}`}`;

/** A POST of the status page: the session's cookie goes with the CSRF token. */
const post = (path: string, payload: unknown, locale: Locale): Promise<ServerAnswer> =>
  postJsonWithCsrf(url(path, locale), payload);

export const readStatus = (locale: Locale) => fetchJson(url('', locale));
export const sendCode = (reference: string, email: string, locale: Locale) => post('/send-code', { reference, email }, locale);
export const verifyCode = (reference: string, email: string, code: string, locale: Locale) =>
  post('/verify', { reference, email, code }, locale);
export const signOut = (locale: Locale) => post('/sign-out', {}, locale);
/** The e-mail address an e-mail's link stands for (its key, never the address, is in the link). */
export const linkedEmail = (reference: string, key: string, locale: Locale) => post('/link', { reference, key }, locale);

/** Uploads one file answering a request, with progress. */
export function uploadAnswer(
  requestId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  locale: Locale,
): Promise<ServerAnswer> {
  return postOneFile(url(`/requests/${requestId}/upload`, locale), 'file', file, onProgress);
}

/** Asks the recommender again, with the same link; once per 48 hours. */
export const remindRecommender = (letterId: number, locale: Locale) => post(`/letters/${letterId}/remind`, {}, locale);
/** A new recommender in place of the current one: the old link stops working. */
export const replaceRecommender = (recommender: { name: string; email: string; role: string }, locale: Locale) =>
  post('/letters', recommender, locale);

export function isStatusView(body: unknown): body is StatusView {
  return Boolean(body && typeof body === 'object' && 'reference' in body && 'requests' in body);
}
