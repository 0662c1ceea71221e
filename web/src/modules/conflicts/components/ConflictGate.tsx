import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CONFLICT_CATEGORIES, CONFLICT_CATEGORY_LABELS, CONFLICT_NOTE_MAX } from '@domain/conflicts';
import { FieldShell } from '../../../components/ui/Field';
import type { ApplicationKind, ConflictCategory } from '../../../generated/graphql';
import { useConflictGate } from '../hooks/useConflictGate';
import { PolicyText } from './PolicyText';
import { Spinner } from '../../../console/Spinner';
import '../conflicts.css';

/** The viewer's "no conflict" per application, for this browser tab only. */
const clearKey = (kind: string, id: string) => `odf.no-conflict.${kind}.${id}`;
function remembered(kind: string, id: string): boolean {
  try {
    return sessionStorage.getItem(clearKey(kind, id)) === '1';
  } catch {
    return false;
  }
}
function remember(kind: string, id: string): void {
  try {
    sessionStorage.setItem(clearKey(kind, id), '1');
  } catch {
    // Private mode without storage: the question comes back next time, nothing worse.
  }
}

/**
 * Issue 39: before the detail page fetches an answer, a document or an SSN of any application, the
 * viewer says they have no conflict (one click, focused, remembered for the tab) or declares one;
 * when the cycle has a policy the viewer has not accepted yet, the same click accepts it. A
 * recused viewer gets no further.
 */
export function ConflictGate({
  kind,
  id,
  back,
  children,
}: {
  kind: ApplicationKind;
  id: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const [clear, setClear] = useState(() => remembered(kind, id));
  if (clear) return <>{children}</>;
  return (
    <GateQuestion kind={kind} id={id} back={back} onClear={() => (remember(kind, id), setClear(true))}>
      {children}
    </GateQuestion>
  );
}

function GateQuestion({
  kind,
  id,
  back,
  onClear,
  children,
}: {
  kind: ApplicationKind;
  id: string;
  back: { to: string; label: string };
  onClear: () => void;
  children: ReactNode;
}) {
  const gate = useConflictGate(kind, id);
  const [declaring, setDeclaring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const g = gate.gate;

  if (gate.loading && !g) return <Spinner label="Loading…" layout="page" />;
  // Not found or not reachable: the detail page says which, as before (nothing to read there).
  if (!g) return <>{children}</>;

  if (g.recused)
    return (
      <section className="app-state conflict-gate" aria-labelledby="conflict-recused-title">
        <h1 className="app-state__title" id="conflict-recused-title">
          Recused from {g.reference}
        </h1>
        <p className="app-state__text">
          You declared a conflict of interest with this application, so it stays closed to you: its answers, documents, scores and
          decisions. Only another admin can withdraw the declaration.
        </p>
        <Link className="button" to={back.to}>
          {back.label}
        </Link>
      </section>
    );

  // Asked on every application (decision 490); a cycle's policy only adds its acceptance to the click.
  const policy = g.policy;
  const policyNeeded = policy !== null && !policy.acceptedAt;
  const confirm = async () => {
    setFailure(null);
    try {
      if (policy && policyNeeded) await gate.accept(policy.cycleId);
      onClear();
    } catch {
      setFailure('The policy could not be accepted. Please try again.');
    }
  };

  return (
    <section className="conflict-gate" aria-labelledby="conflict-gate-title">
      <h1 id="conflict-gate-title" className="conflict-gate__title">
        Before you read {g.reference}
      </h1>
      <p className="conflict-gate__lead">
        This application is from{' '}
        <strong>
          {g.firstName} {g.lastName}
        </strong>
        . Is this a relative, a friend or neighbour, someone you have money ties with, or someone from your school or employer?
        Then say so now: nothing of it has been loaded yet.
      </p>
      {policy && policyNeeded && <PolicyText policy={policy} />}
      <div className="conflict-gate__actions">
        <button type="button" className="button" autoFocus onClick={() => void confirm()} disabled={gate.accepting}>
          {policyNeeded ? 'I accept the policy: no conflict, show the application' : 'No conflict: show the application'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={declaring}
          aria-controls="conflict-declare"
          onClick={() => setDeclaring((d) => !d)}
        >
          I have a conflict
        </button>
      </div>
      {failure && (
        <p className="form-notice form-notice--error" role="alert">
          {failure}
        </p>
      )}
      {declaring && <DeclareForm onDeclare={gate.declare} busy={gate.declaring} />}
    </section>
  );
}

function DeclareForm({
  onDeclare,
  busy,
}: {
  onDeclare: (category: ConflictCategory, note: string | null) => Promise<unknown>;
  busy: boolean;
}) {
  const [category, setCategory] = useState<ConflictCategory | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category) return setProblem('Please choose what the conflict is.');
    setProblem(null);
    try {
      await onDeclare(category, note.trim() || null);
    } catch {
      setProblem('The declaration could not be saved. Please try again.');
    }
  };
  return (
    <form id="conflict-declare" className="conflict-gate__form" onSubmit={(e) => void submit(e)} noValidate>
      <FieldShell id="conflict-category" label="What is the conflict?" required error={problem ?? undefined}>
        {(control) => (
          <select
            {...control}
            name="category"
            autoFocus
            value={category}
            onChange={(e) => setCategory(e.target.value as ConflictCategory)}
          >
            <option value="">Choose…</option>
            {CONFLICT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CONFLICT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell id="conflict-note" label="Note for the board" required={false} help="Kept in the board's record of this cycle.">
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={2}
            maxLength={CONFLICT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FieldShell>
      <p className="conflict-gate__consequence">
        You will be unassigned at once and will no longer be able to open, score, note or decide this application.
      </p>
      <button type="submit" className="button button--danger" disabled={busy}>
        {busy ? 'Declaring…' : 'Declare the conflict'}
      </button>
    </form>
  );
}
