import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MONTH_NAMES } from '@domain/reports';
import { formatCents } from '@domain/program-cycles';
import { FormNotice } from '../../../components/ui/Field';
import { useSaveReportSettings } from '../hooks/useSaveReportSettings';
import { useScheduleI } from '../hooks/useScheduleI';
import { STAFF_PATHS } from '../../../site/staff-paths';
import { Spinner } from '../../../console/Spinner';
import { messageOf } from '../../../console/refusals';
import { FigureTable } from './FigureTable';
import { Picker } from './Picker';

/** The fiscal years offered: the five before this one, this one and the next. */
function yearsAround(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 7 }, (_, i) => year + 1 - i);
}

/**
 * Form 990 Schedule I, Part III, for the fiscal year an admin picks: the figures, their CSV and a
 * printable page, and the month the fund's fiscal year begins.
 */
export function ScheduleIPanel({ fiscalYear, onYear }: { fiscalYear: number; onYear: (year: number) => void }) {
  const { data, loading, error, refetch } = useScheduleI(fiscalYear);
  const [saveSettings, saving] = useSaveReportSettings();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = data?.scheduleI;
  const month = data?.reportSettings.fiscalYearStartMonth ?? 1;

  async function saveMonth(value: number) {
    setNotice(null);
    try {
      await saveSettings({ variables: { input: { fiscalYearStartMonth: value } } });
      await refetch();
      setNotice({ tone: 'success', text: `The fiscal year now begins in ${MONTH_NAMES[value - 1]}.` });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'The fiscal year could not be saved.') });
    }
  }

  return (
    <section className="operations__panel" aria-labelledby="schedule-i-title">
      <h2 id="schedule-i-title" className="operations__subtitle">
        Form 990, Schedule I, Part III
      </h2>
      <p className="operations__note">
        Grants to individuals, per type of grant: the people paid and the cash paid in the fiscal year. Only paid awards count, by
        their payment date; a person paid twice in the year counts once.
      </p>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <div className="reports__pickers">
        <Picker label="Fiscal year" value={fiscalYear} onChange={(value) => onYear(Number(value))}>
          {yearsAround(new Date()).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Picker>
        <Picker
          label="The fiscal year begins in"
          value={month}
          disabled={saving.loading || !data}
          onChange={(value) => void saveMonth(Number(value))}
        >
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </Picker>
      </div>
      {loading && !data && <Spinner label="Adding up the payments…" />}
      {error && !data && <FormNotice tone="error">Schedule I could not be loaded. Please reload the page.</FormNotice>}
      {report && (
        <>
          <p>
            <strong>Fiscal year {report.fiscalYear}:</strong> {report.label}
          </p>
          <FigureTable
            caption={`Schedule I, Part III, fiscal year ${report.fiscalYear}`}
            head={['(a) Type of grant', '(b) Recipients', '(c) Cash grant', '(d) Noncash']}
            rows={[
              ...report.lines.map((l) => [l.grantType, l.recipients, formatCents(l.cashCents), formatCents(0)] as const),
              ['Total', report.totalRecipients, formatCents(report.totalCashCents), formatCents(0)] as const,
            ]}
          />
          <p className="reports__download">
            <a className="button button--secondary" href={`/api/reports/schedule-i/csv?fiscalYear=${report.fiscalYear}`} download>
              Download Schedule I (CSV)
            </a>
            <Link to={`${STAFF_PATHS.scheduleI}?fiscalYear=${report.fiscalYear}`}>Printable page</Link>
          </p>
        </>
      )}
    </section>
  );
}
