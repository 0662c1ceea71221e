import { useSearchParams } from 'react-router-dom';
import { formatCents } from '@domain/program-cycles';
import { organisation } from '@domain/organisation';
import { FormNotice } from '../../components/ui/Field';
import { Spinner } from '../../console/Spinner';
import { FigureTable } from '../../modules/reports/components/FigureTable';
import { useScheduleI } from '../../modules/reports/hooks/useScheduleI';
import { usePageMeta } from '../../site/use-page-meta';
import '../../console/panels.css';
import '../../modules/reports/reports.css';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-reports-schedule-i: one fiscal year's Schedule I, Part III, laid out to print. Admin only. */
export default function ScheduleIPage() {
  usePageMeta({ title: 'Schedule I, Part III', description: 'Grants to individuals in one fiscal year, to print.' });
  const [params] = useSearchParams();
  const fiscalYear = Number(params.get('fiscalYear')) || new Date().getFullYear();
  const { data, loading, error } = useScheduleI(fiscalYear);
  const report = data?.scheduleI;
  return (
    <StaffConsolePage
      permission="reports:manage"
      title={`Schedule I, Part III: fiscal year ${fiscalYear}`}
      lead={`${organisation.name}. Grants and other assistance to domestic individuals, as Form 990 Schedule I, Part III asks for them.`}
    >
      {loading && !data && <Spinner label="Adding up the payments…" />}
      {error && !data && <FormNotice tone="error">Schedule I could not be loaded. Please reload the page.</FormNotice>}
      {report && (
        <>
          <p>
            <strong>Fiscal year:</strong> {report.label}. Only paid awards count, by their payment date; a person paid twice in
            the year counts once. No noncash assistance is given.
          </p>
          <FigureTable
            caption={`Schedule I, Part III, fiscal year ${report.fiscalYear}`}
            head={['(a) Type of grant or assistance', '(b) Number of recipients', '(c) Amount of cash grant', '(d) Noncash']}
            rows={[
              ...report.lines.map((l) => [l.grantType, l.recipients, formatCents(l.cashCents), formatCents(0)] as const),
              ['Total', report.totalRecipients, formatCents(report.totalCashCents), formatCents(0)] as const,
            ]}
          />
          <p className="reports__no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          </p>
        </>
      )}
    </StaffConsolePage>
  );
}
