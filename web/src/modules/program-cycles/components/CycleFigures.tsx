import { cycleName, cycleNumbers } from '@domain/cycle-numbers';
import { formatCents, formatDeadline } from '@domain/program-cycles';
import type { AdminCycle } from './CycleEditor';

const money = (cents: number | null) => (cents === null ? 'No budget' : formatCents(cents));

function windowOf(cycle: AdminCycle): string {
  const opens = cycle.opensAt ? formatDeadline(new Date(cycle.opensAt), cycle.timeZone) : 'Open from the start';
  const closes = cycle.closesAt ? formatDeadline(new Date(cycle.closesAt), cycle.timeZone) : 'rolling';
  return `${opens} – ${closes}`;
}

/** Each program's current cycle first (in `order`), then the earlier ones, newest first. */
function currentFirst(cycles: AdminCycle[], order: AdminCycle['kind'][]): { cycle: AdminCycle; isCurrent: boolean }[] {
  const newestFirst = [...cycles].sort((a, b) => Number(b.id) - Number(a.id));
  const current = new Set(order.map((kind) => newestFirst.find((c) => c.kind === kind)?.id));
  return [
    ...order.flatMap((kind) => newestFirst.filter((c) => c.kind === kind && current.has(c.id))),
    ...newestFirst.filter((c) => !current.has(c.id)),
  ].map((cycle) => ({ cycle, isCurrent: current.has(cycle.id) }));
}

/**
 * Per cycle, the current ones first: amounts committed (approved), paid and remaining of the
 * budget, and awards. Cycles are named by program and number within it ("Scholarship cycle 3"),
 * as the reports name them. On a phone each row stacks with its labels.
 */
export function CycleFigures({ cycles, labels }: { cycles: AdminCycle[]; labels: Record<AdminCycle['kind'], string> }) {
  const numbers = cycleNumbers(cycles);
  const rows = currentFirst(cycles, Object.keys(labels) as AdminCycle['kind'][]);
  return (
    <div className="cycle-figures">
      <table>
        <caption>Awards per cycle</caption>
        <thead>
          <tr>
            <th scope="col">Cycle</th>
            <th scope="col">Committed</th>
            <th scope="col">Paid</th>
            <th scope="col">Remaining</th>
            <th scope="col">Awards</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ cycle: c, isCurrent }) => (
            <tr key={c.id} className={isCurrent ? 'cycle-figures__current' : undefined}>
              <th scope="row">
                {cycleName(labels[c.kind], numbers.get(c.id) ?? 0)}
                {isCurrent && <span className="cycle-figures__of"> (current)</span>}
                <span className="cycle-figures__window">{windowOf(c)}</span>
              </th>
              <td data-label="Committed">{formatCents(c.figures.committedCents)}</td>
              <td data-label="Paid">{formatCents(c.figures.paidCents)}</td>
              <td
                data-label="Remaining"
                className={c.figures.remainingCents !== null && c.figures.remainingCents < 0 ? 'cycle-figures__over' : undefined}
              >
                {money(c.figures.remainingCents)}
                {c.budgetCents !== null && <span className="cycle-figures__of"> of {formatCents(c.budgetCents)}</span>}
              </td>
              <td data-label="Awards">
                {c.figures.awards}
                {c.maxAwards !== null && <span className="cycle-figures__of"> of {c.maxAwards}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
