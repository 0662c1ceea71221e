import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { StandingDeclarations } from './StandingDeclarations';
import '../conflicts.css';

interface Counts {
  declarations: number;
  active: number;
  acceptances: number;
  policyVersion?: number | null;
}

/**
 * The reports page's conflicts of interest of a cycle (issue 39): counts; for admins the board's CSV
 * and the standing declarations, which they withdraw here.
 */
export function ConflictsPanel({ cycleId, counts }: { cycleId: string; counts: Counts }) {
  const { user } = useSession();
  return (
    <section className="operations__panel" aria-labelledby="report-conflicts-title">
      <h2 id="report-conflicts-title" className="operations__subtitle">
        Conflicts of interest
      </h2>
      <dl className="operations__figures">
        <div>
          <dt>Declared</dt>
          <dd>{counts.declarations}</dd>
        </div>
        <div>
          <dt>Still standing</dt>
          <dd>{counts.active}</dd>
        </div>
        <div>
          <dt>Policy accepted</dt>
          <dd>{counts.policyVersion ? counts.acceptances : 'No policy'}</dd>
        </div>
      </dl>
      {roleMay(user?.role, 'conflicts:read') && (
        <p className="reports__download">
          <a className="button button--secondary" href={`/api/conflicts.csv?cycleId=${encodeURIComponent(cycleId)}`} download>
            Download the conflicts record (CSV)
          </a>
        </p>
      )}
      {roleMay(user?.role, 'conflicts:withdraw') && <StandingDeclarations cycleId={cycleId} />}
    </section>
  );
}
