import { useEffect, useRef, useState } from 'react';
import type { ApplicationKind, ApplicationStatus } from '../../../generated/graphql';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { useMoveApplication } from '../hooks/useMoveApplication';
import { fullName } from '../../../console/formats';
import { useNotices } from '../../../console/Notices';
import '../detail-actions.css';

interface Archivable {
  kind: ApplicationKind;
  id: string;
  firstName: string;
  lastName: string;
  status: ApplicationStatus;
}

/**
 * Archive (after a Yes/No question, as in the lists) or Unarchive from the detail page, with the
 * same mutation and cache update as the lists, so the lists are right when the reviewer goes back.
 */
export function ArchiveControl({ application }: { application: Archivable }) {
  const { user } = useSession();
  const notices = useNotices();
  const move = useMoveApplication();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // The button was disabled while it worked and its label changed (Archive ↔ Unarchive): once it
  // is enabled again, put the keyboard user back on it.
  useEffect(() => {
    if (!busy && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [busy]);
  const name = fullName(application);
  if (!roleMay(user?.role, 'applications:archive')) return null;
  const archived = application.status === 'ARCHIVED';

  async function run(to: ApplicationStatus): Promise<void> {
    setBusy(true);
    try {
      await move(application, application.status, to);
      setAnnouncement(`${name}'s application was ${to === 'ARCHIVED' ? 'archived' : 'moved back to Applications'}.`);
    } catch (error) {
      const verb = to === 'ARCHIVED' ? 'archived' : 'unarchived';
      notices.failed(`${name}'s application could not be ${verb}.`, error, () => void run(to));
    } finally {
      setBusy(false);
      setConfirming(false);
      refocus.current = true;
    }
  }

  return (
    <div className="app-archive">
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-label={`${archived ? 'Unarchive' : 'Archive'} ${name}'s application`}
        disabled={busy}
        onClick={() => (archived ? void run('ACTIVE') : setConfirming(true))}
      >
        {archived ? (busy ? 'Unarchiving…' : 'Unarchive') : 'Archive'}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        question={confirming ? `Are you sure you want to archive ${name}'s application?` : null}
        busy={busy}
        busyLabel="Archiving…"
        onYes={() => void run('ARCHIVED')}
        onNo={() => setConfirming(false)}
      />
    </div>
  );
}
