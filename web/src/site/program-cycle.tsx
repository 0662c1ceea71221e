import type { ApplicationKind } from '@domain/applications/constants';
import type { PublicCycle } from '@domain/program-cycles';
import type { Locale } from '@domain/i18n/locales';
import { useT } from '../i18n/I18n';
import type { MessageValues } from '../i18n/format';
import type { MessageKey } from '../i18n/messages/en';
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

type Words = (key: MessageKey, values?: MessageValues) => string;

/** The cycle's dates in words of a locale ("July 31, 2027 …" or "31 de julio de 2027 …"). */
export function cycleDates(cycle: PublicCycle, locale: Locale): { deadline: string | null; nextOpening: string | null } {
  return locale === 'es'
    ? { deadline: cycle.deadlineEs, nextOpening: cycle.nextOpeningEs }
    : { deadline: cycle.deadline, nextOpening: cycle.nextOpening };
}

/** One sentence about the window: "Apply by …", "Applications are closed. …" or nothing known. */
export function cycleSentence(cycle: PublicCycle | undefined, t: Words, locale: Locale): string {
  if (!cycle) return '';
  const { deadline, nextOpening } = cycleDates(cycle, locale);
  if (cycle.phase === 'open') return deadline ? t('cycle.applyBy', { deadline }) : t('cycle.openAllYear');
  if (cycle.phase === 'upcoming') return t('cycle.opensOn', { date: nextOpening ?? t('cycle.toBeAnnounced') });
  return nextOpening ? t('cycle.closedOpensAgain', { date: nextOpening }) : t('cycle.closedUnknown');
}

/** The window's sentence in the page's language. */
export function CycleSentence({ cycle }: { cycle: PublicCycle | undefined }) {
  const t = useT();
  return <>{cycleSentence(cycle, t, t.locale)}</>;
}

/** The deadline in a <time> element, or "Rolling" for a program open all year. */
export function CycleDeadline({ cycle }: { cycle: PublicCycle }) {
  const t = useT();
  const { deadline } = cycleDates(cycle, t.locale);
  if (!cycle.closesAt || !deadline) return <>{t('cycle.rolling')}</>;
  return <time dateTime={cycle.closesAt}>{deadline}</time>;
}

/** What a form page shows instead of its form while the program does not take applications. */
export function ApplicationsClosed({ cycle, program }: { cycle: PublicCycle; program: string }) {
  const t = useT();
  const { nextOpening } = cycleDates(cycle, t.locale);
  const upcoming = cycle.phase === 'upcoming';
  const date = () => (cycle.opensAt ? <time dateTime={cycle.opensAt}>{nextOpening}</time> : null);
  return (
    <div className="program-closed" role="status">
      <h3 className="program-closed__title">{upcoming ? t('cycle.notOpenYet') : t('cycle.closed')}</h3>
      {nextOpening && cycle.opensAt ? (
        <p>{t.rich(upcoming ? 'cycle.upcomingOpens' : 'cycle.closedOpens', { program, date })}</p>
      ) : (
        <p>{t('cycle.closedNoDate', { program })}</p>
      )}
      <p>{t('cycle.formSoon')}</p>
    </div>
  );
}
