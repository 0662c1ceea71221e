import type { Locale } from '@domain/i18n/locales';
import { LETTER_UPLOAD_FIELD } from '@domain/letters-vocabulary';
import { postJsonWithCsrf, postOneFile } from '../forms/csrf-posts';
import { fetchJson, type ServerAnswer, type UploadProgress } from '../forms/upload';

/** What GET /api/letters/{token} answers: the request's facts, nothing more of the application. */
export interface LetterFacts {
  applicantName: string;
  program: string;
  role: string;
  dueAt: string;
  status: string;
}

/** The token a recommender's link carries: the last part of /letters/{token} or /es/letters/{token}. */
export function tokenFromPath(pathname: string): string {
  const match = /\/letters\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : '';
}

/** The page's language rides along, so the server words its refusals in it. */
const url = (token: string, path: string, locale: Locale) =>
  `/api/letters/${encodeURIComponent(token)}${path}${locale === 'en' ? '' : `?locale=${locale}`}`;

export const readLetter = (token: string, locale: Locale) => fetchJson(url(token, '', locale));

/** Uploads the letter (one PDF), with progress; the CSRF token goes as on the status page. */
export function uploadLetter(
  token: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  locale: Locale,
): Promise<ServerAnswer> {
  return postOneFile(url(token, '', locale), LETTER_UPLOAD_FIELD, file, onProgress);
}

export const declineLetter = (token: string, reason: string, locale: Locale): Promise<ServerAnswer> =>
  postJsonWithCsrf(url(token, '/decline', locale), { reason });

export function isLetterFacts(body: unknown): body is LetterFacts {
  return Boolean(body && typeof body === 'object' && 'applicantName' in body && 'dueAt' in body);
}
