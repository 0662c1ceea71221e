import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationReadsQuery } from '../../../generated/graphql';
import { useApplicationReads } from '../hooks/useApplicationReads';
import { auditPath } from '../audit-url';
import '../audit.css';

type Group = ApplicationReadsQuery['applicationReads']['groups'][number];

/** Person-days shown before "Show all": the latest few, which is what "who has seen this" asks first. */
const SHOWN = 8;

/** "once", "twice", "7 times". */
export const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** "Opened the application 5 times, previewed a document twice"; a single kind needs no count (the line has it). */
function whatTheyDid(group: Group): string {
  const lower = (label: string) => `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  if (group.actions.length === 1) return group.actions[0]!.label;
  const text = group.actions.map((a) => `${lower(a.label)} ${times(a.count)}`).join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function ReadGroup({ group, reference }: { group: Group; reference: string }) {
  const filtered = auditPath({ actorUserId: group.actorUserId, reference, from: group.day, to: group.day });
  return (
    <li className="audit-seen__group">
      <span className="audit-seen__line">
        <strong>{group.actorLabel}</strong> · {group.dayLabel} ·{' '}
        {group.actorUserId ? (
          <Link to={filtered} aria-label={`${group.actorLabel}, ${group.dayLabel}: ${times(group.count)}, in the audit log`}>
            {times(group.count)}
          </Link>
        ) : (
          times(group.count)
        )}
      </span>
      <span className="audit-seen__what">{whatTheyDid(group)}</span>
    </li>
  );
}

/**
 * The detail page's "Who has seen this" (admins): every read of this application, by person and
 * day, so the counts add up to all of them; each count links to those rows in the audit log.
 */
export function SeenBy({ reference }: { reference: string }) {
  const [all, setAll] = useState(false);
  const { data, error } = useApplicationReads(reference);
  const reads = data?.applicationReads;
  const people = reads ? new Set(reads.groups.map((g) => g.actorUserId ?? g.actorLabel)).size : 0;
  const shown = reads ? (all ? reads.groups : reads.groups.slice(0, SHOWN)) : [];
  return (
    <section className="operations__panel audit-seen" aria-labelledby="seen-by-title">
      <h2 id="seen-by-title" className="operations__subtitle">
        Who has seen this
      </h2>
      {error ? (
        <p className="operations__note">The list of readers could not be loaded.</p>
      ) : !reads ? (
        <p className="operations__note">Loading…</p>
      ) : reads.total === 0 ? (
        <p className="operations__note">Nobody has opened this application yet.</p>
      ) : (
        <>
          <p className="audit-seen__total">
            {`${reads.total} read${reads.total === 1 ? '' : 's'} by ${people} ${people === 1 ? 'person' : 'people'}, newest first.`}
          </p>
          <ul className="audit-seen__list">
            {shown.map((group) => (
              <ReadGroup key={`${group.actorUserId ?? group.actorLabel}-${group.day}`} group={group} reference={reference} />
            ))}
          </ul>
          {reads.groups.length > SHOWN && (
            <button type="button" className="button button--secondary audit-seen__more" onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show ${reads.groups.length - SHOWN} more`}
            </button>
          )}
          <p className="operations__note">
            <Link to={auditPath({ reference })}>All activity on {reference} in the audit log</Link>
          </p>
        </>
      )}
    </section>
  );
}
