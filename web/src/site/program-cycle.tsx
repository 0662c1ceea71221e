import type { ApplicationKind } from '@domain/applications/constants';
import type { PublicCycle } from '@domain/program-cycles';
import { scholarship } from './site-config';
import { useSiteData } from './site-data';

/**
 * A program's current cycle as the server rendered the page with it (docs/decisions/180): the
 * words (deadline, award, next opening) come computed in the snapshot, so no date library ships to
 * the browser. Undefined in the build's fallback pages, which then name no date.
 */
export function useProgramCycle(kind: ApplicationKind): PublicCycle | undefined {
  return useSiteData().cycles.find((c) => c.kind === kind);
}

/** True unless the cycle says the program is closed or not open yet. */
export function acceptsApplications(cycle: PublicCycle | undefined): boolean {
  return !cycle || cycle.phase === 'open';
}

/** The scholarship's award as the pages show it: the current cycle's, else the usual one. */
export function useScholarshipAward(): string {
  return useProgramCycle('high-school')?.award ?? scholarship.award;
}

/** One sentence about the window: "Apply by …", "Applications are closed. …" or nothing known. */
export function cycleSentence(cycle: PublicCycle | undefined): string {
  if (!cycle) return '';
  if (cycle.phase === 'open') return cycle.deadline ? `Apply by ${cycle.deadline}.` : 'Applications are open all year.';
  if (cycle.phase === 'upcoming') return `Applications open on ${cycle.nextOpening ?? 'a date to be announced'}.`;
  return cycle.nextOpening
    ? `Applications are closed. They open again on ${cycle.nextOpening}.`
    : 'Applications are closed. The next opening date will be announced here.';
}

/** The deadline in a <time> element, or "Rolling" for a program open all year. */
export function CycleDeadline({ cycle }: { cycle: PublicCycle }) {
  if (!cycle.closesAt || !cycle.deadline) return <>Rolling: apply any time</>;
  return <time dateTime={cycle.closesAt}>{cycle.deadline}</time>;
}

/** What a form page shows instead of its form while the program does not take applications. */
export function ApplicationsClosed({ cycle, program }: { cycle: PublicCycle; program: string }) {
  const opening = cycle.nextOpening && cycle.opensAt ? <time dateTime={cycle.opensAt}>{cycle.nextOpening}</time> : null;
  const upcoming = cycle.phase === 'upcoming';
  return (
    <div className="program-closed" role="status">
      <h3 className="program-closed__title">{upcoming ? 'Applications are not open yet' : 'Applications are closed'}</h3>
      {opening ? (
        <p>
          {upcoming ? `The ${program} opens on ` : `The ${program} is not taking applications right now. It opens again on `}
          {opening}.
        </p>
      ) : (
        <p>The {program} is not taking applications right now. The next opening date will be announced on this page.</p>
      )}
      <p>The application form will be here as soon as applications open.</p>
    </div>
  );
}
