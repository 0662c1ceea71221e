import { waitingText } from '../letter-words';
import '../letters.css';

/** The list row's mark while a letter of recommendation is awaited. */
export function LetterWaitingMark({ since }: { since: string | null | undefined }) {
  if (!since) return null;
  return (
    <span className="letter-waiting-mark">
      <time dateTime={since}>{waitingText(since)}</time>
    </span>
  );
}
