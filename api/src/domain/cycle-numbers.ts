/**
 * Cycles as staff name them: "Scholarship cycle 3", numbered within their program from 1, oldest
 * first. The number is derived, never stored. It follows the order cycles were started in (their
 * id), the same order that makes the newest one a program's current cycle: opening dates cannot
 * order them, because a new cycle starts as a copy of the one before (often with no opening date,
 * "open from the start"). The reports and the cycles page use this one numbering.
 */
export function cycleNumbers<C extends { id: number | string; kind: string }>(cycles: readonly C[]): Map<C['id'], number> {
  const numbers = new Map<C['id'], number>();
  const counts = new Map<string, number>();
  for (const cycle of [...cycles].sort((a, b) => Number(a.id) - Number(b.id))) {
    const next = (counts.get(cycle.kind) ?? 0) + 1;
    counts.set(cycle.kind, next);
    numbers.set(cycle.id, next);
  }
  return numbers;
}

/** "Scholarship cycle 3". */
export function cycleName(program: string, number: number): string {
  return `${program} cycle ${number}`;
}
