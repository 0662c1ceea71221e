import { Link } from 'react-router-dom';
import type { AuditLogQuery } from '../../../generated/graphql';
import { auditPath } from '../audit-url';

type Row = AuditLogQuery['auditLog']['items'][number];

/** An empty cell: a dash to the eye, words to a screen reader. */
const None = ({ what }: { what: string }) => (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">No {what}</span>
  </>
);

/** The sentence, its application's reference a link to everything about that application. */
function Summary({ text, reference }: { text: string; reference: string | null }) {
  const at = reference ? text.indexOf(reference) : -1;
  if (!reference || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={auditPath({ reference })} title={`All activity on ${reference}`}>
        {reference}
      </Link>
      {text.slice(at + reference.length)}
    </>
  );
}

/**
 * The log's rows: a table on a laptop (when, who, what happened, address), and on a phone a short
 * card each (what happened; who and from where; when), so a page of rows stays a few screens long.
 * The application is named in the sentence, its reference a link (no column repeats it).
 */
export function AuditRows({ rows }: { rows: readonly Row[] }) {
  if (rows.length === 0) return <p className="audit__empty">Nothing in the audit log matches these filters.</p>;
  return (
    <div className="audit-rows__frame">
      <table className="audit-rows">
        <caption className="visually-hidden">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What happened</th>
            <th scope="col">From address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="audit-rows__when">
                <time dateTime={row.at as string}>{row.when}</time>
              </td>
              <td className="audit-rows__who">
                {row.actorUserId ? (
                  <Link to={auditPath({ actorUserId: row.actorUserId })}>{row.actorLabel}</Link>
                ) : (
                  row.actorLabel
                )}
              </td>
              <th scope="row" className="audit-rows__what">
                <Summary text={row.summary} reference={row.reference} />
              </th>
              <td className={row.ip ? 'audit-rows__from' : 'audit-rows__from audit-rows__none'}>
                {row.ip ?? <None what="address" />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
