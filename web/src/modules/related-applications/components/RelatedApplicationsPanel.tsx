import { Link } from 'react-router-dom';
import { MATCH_FIELD_LABELS } from '@domain/related-applications';
import type { RelatedApplicationsFragment } from '../../../generated/graphql';
import { detailPath, kindByEnum } from '../../../console/kinds';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import '../related-applications.css';

/** "Undergraduate application" from the list's title "Undergraduate applications". */
const kindWords = (kind: Parameters<typeof kindByEnum>[0]) => kindByEnum(kind).title.replace(/s$/, '');

/** Whether the detail page shows the panel: admins and employees (volunteers review blind). */
export function showsRelated(role: Parameters<typeof roleMay>[0]): boolean {
  return roleMay(role, 'applications:related');
}

/**
 * Related applications (issue 39): the other applications, of any program or in the archive,
 * that share an SSN, e-mail, phone, home address or loan account with this one, each linked,
 * with what matched. Information only: it refuses, hides and scores nothing.
 */
export function RelatedApplicationsPanel({ detail }: { detail: RelatedApplicationsFragment }) {
  const { user } = useSession();
  if (!showsRelated(user?.role)) return null;
  const related = detail.relatedApplications;
  return (
    <section className="app-section related" aria-labelledby="related-title">
      <h2 id="related-title" className="app-section__title">
        Related applications
      </h2>
      <p className="related__note">
        For information only. Applications may share details for good reasons: a parent and their own child&apos;s undergraduate
        application often share a home address. Nothing here refuses, hides or scores an application.
      </p>
      {related.length === 0 ? (
        <p className="related__empty">
          No other application shares an SSN, e-mail, phone, home address or loan account with this one.
        </p>
      ) : (
        <ul className="related__list">
          {related.map((r) => (
            <li key={`${r.kind}:${r.id}`} className="related__item">
              <Link className="related__link" to={detailPath(r.kind, r.id, '', '')}>
                {kindWords(r.kind)} <span className="related__reference">{r.reference}</span>
              </Link>
              <ul className="related__matches" aria-label={`What ${r.reference} shares with this application`}>
                {r.matchedOn.map((field) => (
                  <li key={field} className="related__match">
                    {MATCH_FIELD_LABELS[field]}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The list's mark on a row that shares something with another application: words, not a colour alone. */
export function RelatedMark({ related }: { related: boolean }) {
  if (!related) return null;
  return (
    <span className="related-mark" title="Shares an SSN, e-mail, phone, home address or loan account with another application">
      Related
    </span>
  );
}
