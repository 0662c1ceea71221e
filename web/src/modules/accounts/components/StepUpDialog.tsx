import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FactorMethod } from '@domain/second-factor';
import { Dialog } from '../../../components/ui/Dialog';
import { useSession } from '../hooks/useSession';
import { useStepUpFactors } from '../hooks/useStepUpFactors';
import { setStepUpAsker } from '../../../console/step-up';
import { CodeForm } from './CodeForm';

/**
 * The console's step-up dialog (issue 23): when an action needs a factor verified in the last
 * 15 minutes, it asks for one over the page, and the action then goes again. Cancelling leaves
 * the page as it was, with the action's own message.
 */
export function StepUpDialog() {
  const titleId = useId();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const settle = useRef<((given: boolean) => void) | null>(null);
  const factors = useStepUpFactors(open);

  useEffect(() => {
    setStepUpAsker(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpen(true);
        }),
    );
    return () => setStepUpAsker(null);
  }, []);

  function close(given: boolean) {
    setOpen(false);
    settle.current?.(given);
    settle.current = null;
  }

  const mine = factors.data?.mySecondFactors;
  const methods: FactorMethod[] = mine
    ? [
        ...(mine.authenticatorApp ? (['totp'] as const) : []),
        ...(mine.passkeys.length ? (['passkey'] as const) : []),
        ...(mine.recoveryCodesLeft ? (['recovery'] as const) : []),
      ]
    : ['totp', 'recovery'];

  return (
    <Dialog open={open} onDismiss={() => close(false)} labelledBy={titleId} tone="info">
      <h2 className="ui-dialog__title" id={titleId}>
        Confirm it’s you
      </h2>
      <p>This action needs your second factor again, because it is more than 15 minutes since you last gave it.</p>
      {open && !factors.loading && (
        <CodeForm
          methods={methods.length ? methods : ['totp']}
          submitLabel="Confirm"
          onVerified={() => close(true)}
          onEnded={(message) => {
            close(false);
            void signOut().then(() => navigate('/login', { state: { notice: message } }));
          }}
        />
      )}
      <div className="ui-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => close(false)}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
