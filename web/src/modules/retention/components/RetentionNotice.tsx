import { useState } from 'react';
import type { ApplicationKind, ApplicationRetentionFragment } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { submittedOn } from '../../../console/formats';
import { messageOf } from '../../../console/refusals';
import { useSetLegalHold } from '../hooks/useSetLegalHold';
import '../../../console/panels.css';

/**
 * The detail page's line on data retention: when the policy deletes this application's personal
 * data, and (for admins) the legal hold that stops it. Setting or lifting a hold is audited.
 */
export function RetentionNotice({ kind, id, retention }: { kind: ApplicationKind; id: string } & ApplicationRetentionFragment) {
  const { user } = useSession();
  const [setLegalHold, { loading }] = useSetLegalHold(kind, id);
  const [failure, setFailure] = useState<string | null>(null);
  const mayHold = roleMay(user?.role, 'retention:manage');

  async function toggle() {
    setFailure(null);
    try {
      await setLegalHold({ variables: { kind, id, hold: !retention.legalHold } });
    } catch (error) {
      setFailure(messageOf(error, 'The legal hold could not be changed.'));
    }
  }

  const when = retention.purgeOn ? submittedOn(retention.purgeOn) : null;
  return (
    <section className="operations__retention" aria-labelledby="retention-title">
      <h2 id="retention-title" className="visually-hidden">
        Data retention
      </h2>
      <p>
        {retention.legalHold
          ? `On legal hold: its personal data is kept${when ? ` past ${when}` : ''} until the hold is lifted.`
          : when
            ? `Personal data will be deleted on ${when} (${retention.ruleLabel?.toLowerCase()}, retention policy).`
            : 'No deletion date yet: the retention policy counts from the decision, the payment or archiving.'}
      </p>
      {mayHold && (
        <button type="button" className="button button--secondary" onClick={() => void toggle()} disabled={loading}>
          {retention.legalHold ? 'Lift legal hold' : 'Place on legal hold'}
        </button>
      )}
      {failure && (
        <p className="operations__note" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
