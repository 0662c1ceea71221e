import type { ApplicationKind } from '../../domain/applications/index.js';
import type { CycleDates } from '../../domain/application-status.js';
import type { ProgramCyclesService } from '../program-cycles/program-cycles.service.js';

/** Reads the current program cycle's deadline of a kind, for the applicant's "by when". */
export interface CycleDatesReader {
  cycleDates(kind: ApplicationKind): Promise<CycleDates | null>;
}

/** The deadline and time zone of each kind's current cycle (docs/decisions/180). */
export function cycleDatesFrom(cycles: Pick<ProgramCyclesService, 'current'>): CycleDatesReader {
  return {
    async cycleDates(kind) {
      const { closesAt, timeZone } = await cycles.current(kind);
      return { closesAt, timeZone };
    },
  };
}
