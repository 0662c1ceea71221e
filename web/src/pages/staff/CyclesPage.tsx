import { cycleName, cycleNumbers } from '@domain/cycle-numbers';
import { formatDeadline } from '@domain/program-cycles';
import { CycleEditor, type AdminCycle } from '../../modules/program-cycles/components/CycleEditor';
import { CycleFigures } from '../../modules/program-cycles/components/CycleFigures';
import { EligibilityQuestionsEditor } from '../../modules/program-cycles/components/EligibilityQuestionsEditor';
import { ConflictPolicyEditor } from '../../modules/conflicts/components/ConflictPolicyEditor';
import '../../modules/program-cycles/components/cycles.css';
import {
  ProgramCyclesAdminDocument,
  useProgramCyclesAdminQuery,
  useSaveProgramCycleMutation,
  useSaveEligibilityQuestionsMutation,
  type ApplicationKind,
} from '../../generated/graphql';
import { usePageMeta } from '../../site/use-page-meta';
import { StaffConsolePage } from './StaffConsolePage';

const PROGRAMS: { kind: ApplicationKind; value: string; label: string }[] = [
  { kind: 'HIGH_SCHOOL', value: 'high-school', label: 'Scholarship' },
  { kind: 'UNDERGRAD', value: 'undergrad', label: 'Undergraduate repayment' },
  { kind: 'PARENT', value: 'parent', label: 'Parent repayment' },
];
const LABELS = Object.fromEntries(PROGRAMS.map((p) => [p.kind, p.label])) as Record<ApplicationKind, string>;

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
export default function CyclesPage() {
  usePageMeta({ title: 'Cycles', description: 'Application windows, awards and budgets of each program.' });
  const { data, loading, error } = useProgramCyclesAdminQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useSaveProgramCycleMutation({ refetchQueries: [ProgramCyclesAdminDocument], awaitRefetchQueries: true });
  const [saveQuestions] = useSaveEligibilityQuestionsMutation({
    refetchQueries: [ProgramCyclesAdminDocument],
    awaitRefetchQueries: true,
  });
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
          {PROGRAMS.map((program) => {
            const cycle = current(program.kind);
            if (!cycle) return null;
            return (
              <section key={program.kind} className="cycle-section" aria-labelledby={`cycle-${program.value}`}>
                <h3 id={`cycle-${program.value}`}>{cycleName(program.label, numbers.get(cycle.id) ?? 0)}</h3>
                <p className="cycle-section__state">{stateOf(cycle)}</p>
                <CycleEditor
                  key={program.kind}
                  cycle={cycle}
                  kindValue={program.value}
                  label={program.label}
                  onSave={(input) => save({ variables: { input } })}
                />
                <EligibilityQuestionsEditor
                  key={`questions-${cycle.id}`}
                  questions={cycle.eligibilityQuestions}
                  label={program.label}
                  onSave={(questions) => saveQuestions({ variables: { cycleId: cycle.id, questions } })}
                />
                <ConflictPolicyEditor key={`conflicts-${cycle.id}`} cycleId={cycle.id} label={program.label} />
              </section>
            );
          })}
        </section>
      )}
    </StaffConsolePage>
  );
}
