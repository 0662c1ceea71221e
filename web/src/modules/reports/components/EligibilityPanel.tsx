import type { ProgramReportQuery } from '../../../generated/graphql';
import { BarChart } from './BarChart';
import { FigureTable } from './FigureTable';

type Figures = ProgramReportQuery['programReport']['eligibility'];

const TITLE = 'The eligibility check on the program page';

/**
 * What the program page's "Check if you can apply" did this cycle (issue 43): checks, results,
 * where they stopped, and qualified visitors who went on to submit. Daily counts only: the API
 * keeps nothing about who answered what.
 */
export function EligibilityPanel({ figures }: { figures: Figures }) {
  const rows: [string, number][] = [
    ['Checked', figures.started],
    ['Qualified ("You can apply.")', figures.eligible],
    ['May not qualify (soft stop)', figures.mayNotQualify],
    ["Can't apply (hard stop)", figures.notEligible],
    ['Left a question unanswered', figures.incomplete],
    ['Qualified, then submitted', figures.submittedAfterEligible],
  ];
  return (
    <section className="operations__panel" aria-labelledby="report-eligibility-title">
      <h2 id="report-eligibility-title" className="operations__subtitle">
        Who checked before applying
      </h2>
      <div className="reports__pair">
        <BarChart
          title={TITLE}
          summary={rows.map(([label, value]) => `${label}: ${value}`).join('; ')}
          bars={rows.map(([label, value]) => ({ label, value, shown: String(value) }))}
        />
        <FigureTable caption={TITLE} head={['Measure', 'Checks']} rows={rows} />
      </div>
      <FigureTable
        caption="Where checks stopped"
        head={['Question', 'Stop', 'Checks that stopped there']}
        rows={
          figures.stops.length > 0
            ? figures.stops.map((s) => [s.question, s.hard ? 'Hard (can’t apply)' : 'Soft (may still apply)', s.count])
            : [['No check has stopped at a question yet.', '', '']]
        }
      />
      <div className="operations__note reports__note">
        <p>
          Counted per day in the cycle’s time zone, never per person: no answer is kept with a name, an address, a cookie or a
          session. “Qualified, then submitted” counts applications sent from a page whose check had just said “You can apply.”; a
          visitor may skip the check, so it is not a share of all applications.
        </p>
      </div>
    </section>
  );
}
