import { useSearchParams } from 'react-router-dom';
import { FormNotice } from '../../components/ui/Field';
import { roleMay } from '../../modules/accounts/permissions';
import { useSession } from '../../modules/accounts/hooks/useSession';
import { Spinner } from '../../console/Spinner';
import { CONSOLE_KINDS, kindBySegment } from '../../console/kinds';
import { CycleReport } from '../../modules/reports/components/CycleReport';
import { Picker } from '../../modules/reports/components/Picker';
import { ScheduleIPanel } from '../../modules/reports/components/ScheduleIPanel';
import { useProgramReport } from '../../modules/reports/hooks/useProgramReport';
import { usePageMeta } from '../../site/use-page-meta';
import '../../console/panels.css';
import '../../modules/reports/reports.css';
import { StaffConsolePage } from './StaffConsolePage';

const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : null);

/**
 * /admin-access-reports: each program cycle in figures for the board, and Schedule I for the IRS
 * (admins). The program, cycle and fiscal year live in the URL, so a link opens the same report.
 */
export default function ReportsPage() {
  usePageMeta({ title: 'Reports', description: 'Each program cycle in figures, and Form 990 Schedule I.' });
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const program = kindBySegment(params.get('program') ?? undefined) ?? CONSOLE_KINDS[0]!;
  const cycleId = params.get('cycle') || null;
  const fiscalYear = Number(params.get('fiscalYear')) || new Date().getFullYear();
  const { data, loading, error, refetch } = useProgramReport(program.kind, cycleId);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const report = data?.programReport;

  return (
    <StaffConsolePage
      permission="reports:read"
      title="Reports"
      lead="Each program cycle in figures for the board: how far applications got, how long decisions took, the budget, the reviewers and the documents still awaited. No applicant is named here."
    >
      <div className="reports__pickers">
        <Picker label="Program" value={program.segment} onChange={(value) => set({ program: value, cycle: null })}>
          {CONSOLE_KINDS.map((k) => (
            <option key={k.kind} value={k.segment}>
              {k.programName}
            </option>
          ))}
        </Picker>
        <Picker label="Cycle" value={cycleId ?? ''} disabled={!data} onChange={(value) => set({ cycle: value || null })}>
          <option value="">The current cycle</option>
          {(data?.reportCycles ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {`Cycle ${c.number}${c.isCurrent ? ' (current)' : ''}${c.closesAt ? `, closes ${day(c.closesAt as string)}` : ', rolling'}`}
            </option>
          ))}
        </Picker>
      </div>
      {loading && !data && <Spinner label="Adding up the figures…" />}
      {error && !data && (
        <div>
          <FormNotice tone="error">The report could not be loaded.</FormNotice>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      )}
      {report && (
        <>
          <h2 className="operations__subtitle">
            {program.programName}, cycle {report.cycle.number}
            {report.cycle.isCurrent ? ' (current)' : ''}
          </h2>
          <CycleReport report={report} segment={program.segment} />
        </>
      )}
      {user && roleMay(user.role, 'reports:manage') && (
        <ScheduleIPanel fiscalYear={fiscalYear} onYear={(year) => set({ fiscalYear: String(year) })} />
      )}
    </StaffConsolePage>
  );
}
