import { formatCents, formatDeadline } from '@domain/program-cycles';
import type { AdminCycle } from './CycleEditor';

const money = (cents: number | null) => (cents === null ? 'No budget' : formatCents(cents));

function windowOf(cycle: AdminCycle): string {
  const opens = cycle.opensAt ? formatDeadline(new Date(cycle.opensAt), cycle.timeZone) : 'open from the start';
  const closes = cycle.closesAt ? formatDeadline(new Date(cycle.closesAt), cycle.timeZone) : 'rolling';
  return `${opens} – ${closes}`;
}

/** Per cycle, the current ones first: amounts committed (approved), paid and remaining, and awards. */
export function CycleFigures({ cycles, labels }: { cycles: AdminCycle[]; labels: Record<AdminCycle['kind'], string> }) {
  return (
    <div className="cycle-figures">
      <table>
        <caption>Awards per cycle</caption>
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Window</th>
            <th scope="col">Committed</th>
            <th scope="col">Paid</th>
            <th scope="col">Remaining</th>
            <th scope="col">Awards</th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                {labels[c.kind]}
                <span className="cycle-figures__id"> · cycle {c.id}</span>
              </th>
              <td>{windowOf(c)}</td>
              <td>{formatCents(c.figures.committedCents)}</td>
              <td>{formatCents(c.figures.paidCents)}</td>
              <td
                className={c.figures.remainingCents !== null && c.figures.remainingCents < 0 ? 'cycle-figures__over' : undefined}
              >
                {money(c.figures.remainingCents)}
                {c.budgetCents !== null && <span className="cycle-figures__of"> of {formatCents(c.budgetCents)}</span>}
              </td>
              <td>
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
