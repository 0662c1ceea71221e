import { useRef, useState, type FormEvent } from 'react';
import { FormNotice } from '../../../components/ui/Field';
import { useMyStaffId, useStaffUsers } from '../hooks/useStaffUsers';
import { messageOf } from '../../../console/refusals';
import { ConfirmActionDialog } from '../../../console/ConfirmActionDialog';
import { useFactorResets } from '../hooks/useFactorResets';
import { factorResetConfirmation } from '../confirmations';
import '../privileges.css';
import '../second-factor.css';

type WaitingReset = ReturnType<typeof useFactorResets>['requests'][number];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

/**
 * A lost phone or passkey (issue 23): one admin asks to reset a user's sign-in factors, a
 * different admin approves. Nobody resets their own; the user sets up a new factor at the next
 * sign-in. With a single admin, the operator's `npm run admin:create -- --reset-factors` does it.
 * Approving asks first, naming the user and what they lose (issue 42).
 */
export function FactorResetsPanel() {
  const { users } = useStaffUsers();
  const myId = useMyStaffId();
  const resets = useFactorResets();
  const [userId, setUserId] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [approving, setApproving] = useState<WaitingReset | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const others = (users ?? []).filter((u) => u.role && u.id !== myId);
  // The dialog calls the user by their first name; the request only carries the full one.
  const approvingUser = approving && (users ?? []).find((u) => u.id === approving.userId);

  async function act(run: () => Promise<void>, done: string) {
    setNotice(null);
    try {
      await run();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error, 'That did not work. Please try again.') });
    }
  }

  async function approve(request: WaitingReset) {
    setBusy(true);
    await act(() => resets.approve(request.id), `The sign-in factors of ${request.userName} were reset.`);
    setBusy(false);
    setApproving(null);
  }

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (userId) void act(() => resets.request(userId), 'Asked. A second admin must approve the reset.');
  }

  return (
    <section className="factor-section factor-resets" aria-labelledby="factor-resets-title">
      <h2 id="factor-resets-title">Lost phone or passkey: reset sign-in factors</h2>
      <p className="factor-section__status">
        A reset removes the user’s authenticator app, passkeys and recovery codes and signs them out everywhere. One admin asks,
        another approves.
      </p>
      {/* Focus lands here after an approval: the request and its button are gone. */}
      <div ref={noticeRef} tabIndex={-1} className="privileges__notice">
        {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      </div>
      <form className="factor-section__actions" onSubmit={ask}>
        <label className="visually-hidden" htmlFor="factor-reset-user">
          Whose sign-in factors to reset
        </label>
        <select id="factor-reset-user" value={userId} onChange={(e) => setUserId(e.target.value)} required>
          <option value="">Choose a user…</option>
          {others.map((u) => (
            <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName} (${u.email})`}</option>
          ))}
        </select>
        <button type="submit" className="button button--small" disabled={!userId}>
          Ask to reset
        </button>
      </form>
      {resets.requests.length > 0 && (
        <ul className="factor-list" aria-label="Resets waiting for approval">
          {resets.requests.map((r) => {
            const mine = r.requestedById === myId;
            return (
              <li key={r.id} className="factor-list__item">
                <span>
                  <span className="factor-list__name">{r.userName}</span>
                  <span className="factor-list__meta">{`Asked by ${r.requestedByName ?? 'a former admin'} on ${when(r.requestedAt)}`}</span>
                </span>
                <span className="factor-section__actions">
                  <button
                    type="button"
                    className="button button--small button--danger"
                    disabled={mine || r.userId === myId}
                    title={mine ? 'A second admin must approve it' : undefined}
                    onClick={() => setApproving(r)}
                  >
                    {/* The row shows the name; a screen reader hears whose reset the button approves. */}
                    Approve reset<span className="visually-hidden">{` of ${r.userName}`}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => void act(() => resets.cancel(r.id), 'The reset request was cancelled.')}
                  >
                    Cancel request<span className="visually-hidden">{` of ${r.userName}`}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmActionDialog
        action={approving && factorResetConfirmation(approvingUser ?? { firstName: approving.userName, lastName: '' })}
        busy={busy}
        onConfirm={() => approving && void approve(approving)}
        onCancel={() => setApproving(null)}
        focusAfterwards={noticeRef}
      />
    </section>
  );
}
