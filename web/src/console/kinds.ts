import { messages } from '@domain/messages';
import type { ApplicationKind, ApplicationStatus } from '../generated/graphql';
import { STAFF_PATHS } from '../site/staff-paths';

/** The URL segment of a detail page: /show-applicant/{segment}/:id/:name (spec §2). */
export type KindSegment = 'high-school' | 'undergrad' | 'parent';

export interface ConsoleKind {
  kind: ApplicationKind;
  segment: KindSegment;
  /** Table heading. */
  title: string;
  /** Used in sentences: "No {noun} applications match …". */
  noun: string;
  /** The kind in a word or two, as the rubric's choice names it: "High school". */
  label: string;
  /** The program's full name, as the reports name it: "High-school senior scholarship". */
  programName: string;
  /** The program's short name, as the cycles page names a cycle: "Scholarship cycle 3". */
  programShortName: string;
  /** Short key for this table's state in the page URL (?hs.q=…). */
  param: string;
  /** The spec's exact empty messages (§2), active and archived. */
  empty: Record<ApplicationStatus, string>;
}

/**
 * The three kinds, in the spec's order: high school, undergraduate, parent. The console's one
 * table of their names: every list, page and panel reads them here.
 */
export const CONSOLE_KINDS: readonly ConsoleKind[] = [
  {
    kind: 'HIGH_SCHOOL',
    segment: 'high-school',
    title: 'High school applications',
    noun: 'high school',
    label: 'High school',
    programName: 'High-school senior scholarship',
    programShortName: 'Scholarship',
    param: 'hs',
    empty: {
      ACTIVE: messages.noHighSchoolApplications,
      ARCHIVED: messages.noArchivedHighSchoolApplications,
    },
  },
  {
    kind: 'UNDERGRAD',
    segment: 'undergrad',
    title: 'Undergraduate applications',
    noun: 'undergraduate',
    label: 'Undergraduate',
    programName: 'Undergraduate loan repayment',
    programShortName: 'Undergraduate repayment',
    param: 'ug',
    empty: {
      ACTIVE: messages.noUndergradApplications,
      ARCHIVED: messages.noArchivedUndergradApplications,
    },
  },
  {
    kind: 'PARENT',
    segment: 'parent',
    title: 'Parent applications',
    noun: 'parent',
    label: 'Parent',
    programName: 'Parent loan repayment',
    programShortName: 'Parent repayment',
    param: 'pa',
    empty: {
      ACTIVE: messages.noParentApplications,
      ARCHIVED: messages.noArchivedParentApplications,
    },
  },
];

export function kindBySegment(segment: string | undefined): ConsoleKind | undefined {
  return CONSOLE_KINDS.find((k) => k.segment === segment);
}

export function kindByEnum(kind: ApplicationKind): ConsoleKind {
  return CONSOLE_KINDS.find((k) => k.kind === kind)!;
}

/** The lists of each status, for links back from a detail page. */
export const LIST_PATHS: Record<ApplicationStatus, string> = {
  ACTIVE: STAFF_PATHS.applications,
  ARCHIVED: STAFF_PATHS.archive,
};

/** The :name part of a detail URL: "Maria Gonzalez" → "maria-gonzalez". Only for reading; the id decides. */
export function nameSlug(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'applicant';
}

export function detailPath(kind: ApplicationKind, id: string, firstName: string, lastName: string): string {
  return `${STAFF_PATHS.applicant}/${kindByEnum(kind).segment}/${encodeURIComponent(id)}/${nameSlug(firstName, lastName)}`;
}
