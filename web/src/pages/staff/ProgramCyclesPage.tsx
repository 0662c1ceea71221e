import { cycleName, cycleNumbers } from '@domain/cycle-numbers';
import { formatDeadline } from '@domain/program-cycles';
import { CycleEditor, type AdminCycle } from '../../modules/program-cycles/components/CycleEditor';
import { CycleFigures } from '../../modules/program-cycles/components/CycleFigures';
import { EligibilityQuestionsEditor } from '../../modules/program-cycles/components/EligibilityQuestionsEditor';
import { ConflictPolicyEditor } from '../../modules/conflicts/components/ConflictPolicyEditor';
import '../../modules/program-cycles/components/cycles.css';
import { useProgramCycles } from '../../modules/program-cycles/hooks/useProgramCycles';
import type { ApplicationKind } from '../../generated/graphql';
import { CONSOLE_KINDS } from '../../console/kinds';
import { usePageMeta } from '../../site/use-page-meta';
import { StaffConsolePage } from './StaffConsolePage';

/** Each kind's short program name, as the figures and the editors head it. */
const LABELS = Object.fromEntries(CONSOLE_KINDS.map((k) => [k.kind, k.programShortName])) as Record<ApplicationKind, string>;

function stateOf(cycle: AdminCycle): string {
  if (cycle.isOpen)
    return cycle.closesAt ? `Open until ${formatDeadline(new Date(cycle.closesAt), cycle.timeZone)}.` : 'Open, rolling.';
  if (cycle.opensAt && new Date(cycle.opensAt).getTime() > Date.now())
    return `Closed: opens ${formatDeadline(new Date(cycle.opensAt), cycle.timeZone)}.`;
  return 'Closed: the public pages say the next opening date will be announced.';
}

/**
 * /admin-access-cycles: the figures first (budget committed, paid and remaining, awards, for
 * every cycle), then each program's current cycle to change. Admin only.
 */
export default function ProgramCyclesPage() {
  usePageMeta({ title: 'Cycles', description: 'Application windows, awards and budgets of each program.' });
  const { data, loading, error, save, saveQuestions } = useProgramCycles();
  const cycles = data?.programCycleHistory ?? [];
  // The newest cycle of a kind is its current one.
  const current = (kind: ApplicationKind) => cycles.find((c) => c.kind === kind);
  const numbers = cycleNumbers(cycles);
  return (
    <StaffConsolePage
      permission="cycles:manage"
      title="Cycles"
      lead="Each cycle in figures first: what is committed, paid and left of its budget, and its awards. Below, change when a program takes applications, the award the public pages show and how much it may give; pages and the server follow within seconds, and a deadline that passes closes the form by itself."
    >
      {error && !data && <p role="alert">The cycles could not be loaded. Please reload the page.</p>}
      {loading && !data && <p>Loading the cycles…</p>}
      {cycles.length > 0 && (
        <section className="cycle-block" aria-labelledby="cycle-figures-title">
          <h2 id="cycle-figures-title">Budgets and awards</h2>
          <CycleFigures cycles={cycles} labels={LABELS} />
        </section>
      )}
      {cycles.length > 0 && (
        <section className="cycle-block" aria-labelledby="cycle-editors-title">
          <h2 id="cycle-editors-title">Change a program’s current cycle</h2>
          {CONSOLE_KINDS.map((program) => {
            const cycle = current(program.kind);
            if (!cycle) return null;
            return (
              <section key={program.kind} className="cycle-section" aria-labelledby={`cycle-${program.segment}`}>
                <h3 id={`cycle-${program.segment}`}>{cycleName(program.programShortName, numbers.get(cycle.id) ?? 0)}</h3>
                <p className="cycle-section__state">{stateOf(cycle)}</p>
                <CycleEditor
                  key={program.kind}
                  cycle={cycle}
                  kindValue={program.segment}
                  label={program.programShortName}
                  onSave={(input) => save({ variables: { input } })}
                />
                <EligibilityQuestionsEditor
                  key={`questions-${cycle.id}`}
                  questions={cycle.eligibilityQuestions}
                  label={program.programShortName}
                  onSave={(questions) => saveQuestions({ variables: { cycleId: cycle.id, questions } })}
                />
                <ConflictPolicyEditor key={`conflicts-${cycle.id}`} cycleId={cycle.id} label={program.programShortName} />
              </section>
            );
          })}
        </section>
      )}
    </StaffConsolePage>
  );
}
