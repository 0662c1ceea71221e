import { isOpenAt } from '../../domain/program-cycles.js';
import type { CurrentCycle } from './program-cycle.entity.js';

/** A cycle as both doors answer it; `cycle` and `isCurrent` stay on the server (figures). */
export interface CycleView {
  id: string;
  kind: CurrentCycle['kind'];
  opensAt: Date | null;
  closesAt: Date | null;
  timeZone: string;
  awardCents: number | null;
  isOpen: boolean;
  budgetCents: number | null;
  maxAwards: number | null;
  cycle: CurrentCycle;
  isCurrent: boolean;
}

export function cycleView(cycle: CurrentCycle, now: Date, isCurrent: boolean): CycleView {
  return {
    id: String(cycle.id),
    kind: cycle.kind,
    opensAt: cycle.opensAt,
    closesAt: cycle.closesAt,
    timeZone: cycle.timeZone,
    awardCents: cycle.awardCents,
    isOpen: isOpenAt(cycle, now),
    budgetCents: cycle.budgetCents,
    maxAwards: cycle.maxAwards,
    cycle,
    isCurrent,
  };
}

/** The public JSON of GET /api/program-cycles: no budget, no figures. */
export function publicCycleJson(view: CycleView) {
  return {
    kind: view.kind,
    opensAt: view.opensAt?.toISOString() ?? null,
    closesAt: view.closesAt?.toISOString() ?? null,
    timeZone: view.timeZone,
    awardCents: view.awardCents,
    isOpen: view.isOpen,
  };
}
