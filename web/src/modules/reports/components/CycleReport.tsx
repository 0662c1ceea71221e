import { APPLICATION_KIND_PATHS } from '@domain/applications/constants';
import { formatCents } from '@domain/program-cycles';
import type { ProgramReportQuery } from '../../../generated/graphql';
import { BarChart } from './BarChart';
import { FigureTable } from './FigureTable';
import { FunnelPanel } from './FunnelPanel';
import { EligibilityPanel } from './EligibilityPanel';
import { ConflictsPanel } from '../../conflicts/components/ConflictsPanel';

type Report = ProgramReportQuery['programReport'];

const days = (value: number | null | undefined) => (value == null ? '—' : `${value} day${value === 1 ? '' : 's'}`);
const money = (cents: number | null | undefined) => (cents == null ? 'No budget set' : formatCents(cents));

/** One cycle in figures: each chart with its table, and the CSV of them all. */
export function CycleReport({ report, segment }: { report: Report; segment: keyof typeof APPLICATION_KIND_PATHS }) {
  const csv = `/api/reports/${APPLICATION_KIND_PATHS[segment]}/csv?cycleId=${encodeURIComponent(report.cycle.id)}`;
  const budgetBars = [
    ...(report.cycle.budgetCents == null ? [] : [{ label: 'Budget', cents: report.cycle.budgetCents }]),
    { label: 'Committed', cents: report.budget.committedCents },
    { label: 'Paid', cents: report.budget.paidCents },
    ...(report.budget.remainingCents == null ? [] : [{ label: 'Remaining', cents: report.budget.remainingCents }]),
  ];
  return (
    <>
      <p className="reports__download">
        <a className="button button--secondary" href={csv} download>
          Download this report (CSV)
        </a>
      </p>

      <FunnelPanel funnel={report.funnel} />
      <EligibilityPanel figures={report.eligibility} />
      <ConflictsPanel cycleId={report.cycle.id} counts={report.conflicts} />

      <section className="operations__panel" aria-labelledby="report-time-title">
        <h2 id="report-time-title" className="operations__subtitle">
          Days from receipt to decision
        </h2>
        <dl className="operations__figures">
          <div>
            <dt>Decided</dt>
            <dd>{report.decisionTimes.decided}</dd>
          </div>
          <div>
            <dt>Median</dt>
            <dd>{days(report.decisionTimes.medianDays)}</dd>
          </div>
          <div>
            <dt>9 in 10 within</dt>
            <dd>{days(report.decisionTimes.p90Days)}</dd>
          </div>
        </dl>
      </section>

      <section className="operations__panel" aria-labelledby="report-budget-title">
        <h2 id="report-budget-title" className="operations__subtitle">
          Budget
        </h2>
        <div className="reports__pair">
          <BarChart
            title="The cycle’s money"
            summary={budgetBars.map((b) => `${b.label}: ${formatCents(b.cents)}`).join('; ')}
            bars={budgetBars.map((b) => ({ label: b.label, value: b.cents, shown: formatCents(b.cents) }))}
          />
          <FigureTable
            caption="Budget and awards"
            head={['Figure', 'Amount']}
            rows={[
              ['Budget', money(report.cycle.budgetCents)],
              ['Committed (approved and paid)', formatCents(report.budget.committedCents)],
              ['Paid', formatCents(report.budget.paidCents)],
              ['Remaining', money(report.budget.remainingCents)],
              ['Awards made', report.budget.awards],
              ['Awards allowed', report.cycle.maxAwards ?? 'No limit'],
              ['Awards remaining', report.budget.remainingAwards ?? 'No limit'],
            ]}
          />
        </div>
      </section>

      <section className="operations__panel" aria-labelledby="report-reviewers-title">
        <h2 id="report-reviewers-title" className="operations__subtitle">
          Reviewers
        </h2>
        {report.reviewers.length === 0 ? (
          <p className="operations__note">No one has been assigned or has scored an application of this cycle yet.</p>
        ) : (
          <div className="reports__pair">
            <BarChart
              title="Applications scored by each reviewer"
              summary={report.reviewers.map((r) => `${r.name}: ${r.scored} scored`).join('; ')}
              bars={report.reviewers.map((r) => ({ label: r.name, value: r.scored, shown: `${r.scored} scored` }))}
            />
            <FigureTable
              caption="Reviewer load and scores"
              head={['Reviewer', 'Assigned', 'Scored', 'Average score']}
              rows={report.reviewers.map((r) => [r.name, r.assigned, r.scored, r.averageScore ?? '—'])}
            />
          </div>
        )}
      </section>

      <section className="operations__panel" aria-labelledby="report-requests-title">
        <h2 id="report-requests-title" className="operations__subtitle">
          Open document requests
        </h2>
        <dl className="operations__figures">
          <div>
            <dt>Waiting for the applicant</dt>
            <dd>{report.openRequests.open}</dd>
          </div>
          <div>
            <dt>Median wait</dt>
            <dd>{days(report.openRequests.medianWaitDays)}</dd>
          </div>
          <div>
            <dt>Longest wait</dt>
            <dd>{days(report.openRequests.longestWaitDays)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
