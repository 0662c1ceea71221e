import { DEFAULT_LETTERS_DUE_DAYS } from '../../domain/letters.js';
import { isOpenAt } from '../../domain/program-cycles.js';
import type { CurrentCycle } from './program-cycle.entity.js';

/** A cycle as both doors answer it; `cycle` and `isCurrent` stay on the server (figures). */
export interface CycleView extends Omit<CurrentCycle, 'id'> {
  id: string;
  isOpen: boolean;
  cycle: CurrentCycle;
  isCurrent: boolean;
}

export function cycleView(cycle: CurrentCycle, now: Date, isCurrent: boolean): CycleView {
  return { ...cycle, id: String(cycle.id), isOpen: isOpenAt(cycle, now), cycle, isCurrent };
}

/** The public JSON of GET /api/program-cycles: no budget, no figures. */
export function publicCycleJson(view: CycleView) {
  return {
    kind: view.kind,
    opensAt: view.opensAt?.toISOString() ?? null,
    closesAt: view.closesAt?.toISOString() ?? null,
    timeZone: view.timeZone,
    awardCents: view.awardCents,
    lettersRequired: view.lettersRequired ?? 0,
    lettersDueDays: view.lettersDueDays ?? DEFAULT_LETTERS_DUE_DAYS,
    isOpen: view.isOpen,
  };
}
