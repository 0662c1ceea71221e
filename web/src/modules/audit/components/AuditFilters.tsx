import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_GROUPS, auditActionLabel } from '@domain/audit-actions';
import { useStaffUsers } from '../../accounts/hooks/useStaffUsers';
import { NO_FILTER, type AuditFilter } from '../audit-url';

const KNOWN = new Set(AUDIT_ACTION_GROUPS.flatMap((g) => Object.keys(g.actions)));

/** The filters: staff member, action, application reference, first and last day. Applied on submit. */
export function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (next: AuditFilter) => void }) {
  const staff = useStaffUsers().users ?? [];
  // Labels by id, not around the control: a select's name is then its label alone, not its option too.
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || null }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form className="audit__filters" aria-label="Filter the audit log" onSubmit={submit}>
      <div className="audit__filter audit__filter--staff">
        <label htmlFor={`${id}-staff`}>Staff member</label>
        <select id={`${id}-staff`} value={draft.actorUserId ?? ''} onChange={set('actorUserId')}>
          <option value="">Anyone</option>
          {staff.map((u) => (
            <option key={u.id} value={u.id}>
              {u.firstName} {u.lastName}
            </option>
          ))}
          {draft.actorUserId && !staff.some((u) => u.id === draft.actorUserId) && (
            <option value={draft.actorUserId}>Staff member #{draft.actorUserId}</option>
          )}
        </select>
      </div>
      <div className="audit__filter audit__filter--action">
        <label htmlFor={`${id}-action`}>Action</label>
        <select id={`${id}-action`} value={draft.action ?? ''} onChange={set('action')}>
          <option value="">Any action</option>
          {AUDIT_ACTION_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {Object.entries(group.actions).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
          {/* An action from a link this version has no label for: kept, so the filter shows what it is. */}
          {draft.action && !KNOWN.has(draft.action) && <option value={draft.action}>{auditActionLabel(draft.action)}</option>}
        </select>
      </div>
      <div className="audit__filter audit__filter--reference">
        <label htmlFor={`${id}-reference`}>Application reference</label>
        <input
          id={`${id}-reference`}
          type="text"
          value={draft.reference ?? ''}
          onChange={set('reference')}
          placeholder="e.g. UG-7K3M-9QX2"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="audit__filter audit__filter--day">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={draft.from ?? ''} onChange={set('from')} />
      </div>
      <div className="audit__filter audit__filter--day">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={draft.to ?? ''} onChange={set('to')} />
      </div>
      <div className="audit__filter-actions">
        <button type="submit" className="button">
          Show
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
