import { useState, type FormEvent } from 'react';
import { CONFLICT_CATEGORY_LABELS, WITHDRAWAL_REASON_MAX } from '@domain/conflicts';
import { FieldShell } from '../../../components/ui/Field';
import { useConflictDeclarations } from '../hooks/useConflictDeclarations';
import { messageOf } from '../../../console/refusals';
import '../conflicts.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

interface Declaration {
  id: string;
  reference?: string | null;
  declarerName: string;
}

/**
 * The declarations of a cycle that still stand (issue 39), for admins: a recused staff member
 * asks an admin, who withdraws it here with a reason. Never one's own: the server refuses it too.
 */
export function StandingDeclarations({ cycleId }: { cycleId: string }) {
  const record = useConflictDeclarations(cycleId);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (record.loading) return null;
  if (record.error)
    return (
      <p className="form-notice form-notice--error" role="alert">
        The declarations could not be loaded. Please reload the page.
      </p>
    );
  return (
    <div className="conflict-declarations">
      <h3 className="conflict-declarations__title">Standing declarations</h3>
      <p role="status" className="conflict-declarations__done">
        {done}
      </p>
      {record.standing.length === 0 ? (
        <p>No declaration stands in this cycle.</p>
      ) : (
        <ul className="conflict-declarations__list">
          {record.standing.map((d) => (
            <li key={d.id} className="conflict-declarations__item">
              <p>
                <strong>{d.declarerName}</strong> on {d.reference ?? 'a deleted application'}:{' '}
                {CONFLICT_CATEGORY_LABELS[d.category]}, since <time dateTime={d.declaredAt}>{day(d.declaredAt)}</time>
                {d.note && <span className="conflict-declarations__note">“{d.note}”</span>}
              </p>
              {d.declaredByViewer ? (
                <p className="conflict-declarations__own">Your own: only another admin can withdraw it.</p>
              ) : withdrawing === d.id ? (
                <WithdrawForm
                  declaration={d}
                  busy={record.withdrawing}
                  onCancel={() => setWithdrawing(null)}
                  onWithdraw={async (reason) => {
                    await record.withdraw(d.id, reason);
                    setWithdrawing(null);
                    setDone(`Withdrawn: ${d.declarerName} can open ${d.reference ?? 'the application'} again.`);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => (setDone(null), setWithdrawing(d.id))}
                  aria-label={`Withdraw ${d.declarerName}'s declaration on ${d.reference ?? 'a deleted application'}`}
                >
                  Withdraw…
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WithdrawForm({
  declaration,
  busy,
  onCancel,
  onWithdraw,
}: {
  declaration: Declaration;
  busy: boolean;
  onCancel: () => void;
  onWithdraw: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `withdraw-reason-${declaration.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setProblem('Please give the reason for withdrawing the declaration.');
    setProblem(null);
    try {
      await onWithdraw(reason.trim());
    } catch (error) {
      setProblem(messageOf(error, 'The declaration could not be withdrawn. Please try again.'));
    }
  };
  return (
    <form className="conflict-declarations__form" onSubmit={(e) => void submit(e)} noValidate>
      <FieldShell
        id={fieldId}
        label={`Why withdraw ${declaration.declarerName}'s declaration?`}
        required
        help="Kept in the board's record and the audit log."
        error={problem ?? undefined}
      >
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            autoFocus
            maxLength={WITHDRAWAL_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setProblem(null);
            }}
          />
        )}
      </FieldShell>
      <div className="conflict-declarations__actions">
        <button type="submit" className="button button--danger" aria-disabled={busy || undefined}>
          {busy ? 'Withdrawing…' : 'Withdraw the declaration'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
