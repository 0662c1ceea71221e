import {
  LETTER_STATUS_LABELS,
  RECOMMENDER_ROLE_LABELS,
  type LetterStatus,
  type RecommenderRole,
} from '@domain/letters-vocabulary';

/** "November 20, 2026": the day a letter was asked for or arrived, as the console says it. */
export function letterDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export const roleLabel = (role: string) => RECOMMENDER_ROLE_LABELS[role as RecommenderRole] ?? role;
export const statusLabel = (status: string) => LETTER_STATUS_LABELS[status as LetterStatus] ?? status;

/** "Letter: waiting since November 20, 2026": the list's row and the detail page say it alike. */
export const waitingText = (since: string) => `Letter: waiting since ${letterDay(since)}`;
