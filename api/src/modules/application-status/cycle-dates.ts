import type { ApplicationKind } from '../../domain/applications/index.js';
import type { CycleDates } from '../../domain/application-status.js';

/** Reads the current program cycle's deadline of a kind, for the applicant's "by when". */
export interface CycleDatesReader {
  cycleDates(kind: ApplicationKind): Promise<CycleDates | null>;
}

/** Until a cycle is known every program counts as rolling: the decision date follows the submission. */
export const rollingCycles: CycleDatesReader = { cycleDates: () => Promise.resolve(null) };
