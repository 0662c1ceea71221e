import { FUNNEL_TITLE } from '@domain/reports';
import type { ProgramReportQuery } from '../../../generated/graphql';
import { BarChart } from './BarChart';
import { FigureTable } from './FigureTable';

type Funnel = ProgramReportQuery['programReport']['funnel'];

/** The table's column of figures: what every bar counts. */
const COUNT_HEAD = 'Applications that reached it';

/**
 * The cycle's funnel: each stage counts every application that has ever reached it (the API
 * reads the status history), so the note below says how the bars relate, in the stages' own words.
 */
export function FunnelPanel({ funnel }: { funnel: Funnel }) {
  return (
    <section className="operations__panel" aria-labelledby="report-funnel-title">
      <h2 id="report-funnel-title" className="operations__subtitle">
        How far applications got
      </h2>
      <div className="reports__pair">
        <BarChart
          title={FUNNEL_TITLE}
          summary={funnel.map((f) => `${f.label}: ${f.count}`).join('; ')}
          bars={funnel.map((f) => ({ label: f.label, value: f.count, shown: String(f.count) }))}
        />
        <FigureTable caption={FUNNEL_TITLE} head={['Stage', COUNT_HEAD]} rows={funnel.map((f) => [f.label, f.count])} />
      </div>
      <div className="operations__note reports__note">
        <p>
          Each bar counts the applications of this cycle that have ever reached that stage, whatever their status now, so no bar
          goes down when an application moves on.
        </p>
        <ul>
          <li>Received, In review, Decided, Approved and Paid follow one another: each counts no more than the one before it.</li>
          <li>
            Needs information is a side step of review: an application asked for more information counts there even after it went
            back to review, and In review counts it once.
          </li>
          <li>
            Approved and Declined are the two outcomes of a decision: together they add up to Decided, except that an application
            reopened and decided the other way counts in both.
          </li>
          <li>
            Applications whose data the retention policy deleted still count, but only in the stages their last status implies:
            their history was deleted with them.
          </li>
        </ul>
      </div>
    </section>
  );
}
