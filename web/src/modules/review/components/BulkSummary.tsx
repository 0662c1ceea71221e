/** The bulk bar's last result: a headline and every application that did not change, and why. */
export interface Summary {
  headline: string;
  refusals: string[];
}

/** Always in the page (a live region announces only what changes inside it), empty until a result. */
export function BulkSummary({ summary }: { summary: Summary | null }) {
  return (
    <div className="review-bulk-result" role="status" aria-live="polite">
      {summary && <p className="review-bulk-result__headline">{summary.headline}</p>}
      {summary && summary.refusals.length > 0 && (
        <>
          <p className="review-bulk-result__lead">Not changed, and still selected:</p>
          <ul>
            {summary.refusals.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
