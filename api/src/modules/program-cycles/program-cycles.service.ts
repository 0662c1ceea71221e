import type { DataSource, EntityManager } from 'typeorm';
import { APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { fieldErrorsFromIssues, validationError } from '../../domain/errors.js';
import {
  acceptsSubmissionsAt,
  closedError,
  defaultCycles,
  isOpenAt,
  mergeCycle,
  programCycleInputSchema,
} from '../../domain/program-cycles.js';
import { DEFAULT_LETTERS_DUE_DAYS } from '../../domain/letters.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { systemClock, type Clock } from '../../config/clock.js';
import { ContentVersion } from '../content/content.entity.js';
import type { CycleFigures } from '../../domain/program-cycle-budget.js';
import { cycleValues, ProgramCycle, type CurrentCycle } from './program-cycle.entity.js';
import { cycleOfApplication, figuresOf } from './program-cycle-figures.js';

export { cycleValues, type CurrentCycle };

/**
 * Program cycles (docs/decisions/180): the current cycle of each kind, its window checks and its
 * edits. `current(kind)` is the read everyone else uses ("by when", the submission window, the
 * award budget). An edit raises the site content version, so every instance renders the public
 * pages with it at its next version check.
 */
export class ProgramCyclesService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    /** The organisation's time zone (ORG_TIME_ZONE): used when a kind has no cycle yet. */
    readonly timeZone: string,
    readonly clock: Clock = systemClock(),
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The current (newest) cycle of a kind. A kind without one gets the default seed. */
  async current(kind: ApplicationKind, manager: EntityManager = this.db.manager): Promise<CurrentCycle> {
    const row = await manager.getRepository(ProgramCycle).findOne({ where: { kind }, order: { id: 'DESC' } });
    if (row) return cycleValues(row);
    const seed = defaultCycles(this.now(), this.timeZone).find((c) => c.kind === kind)!;
    const now = new Date();
    const created = await manager.save(Object.assign(new ProgramCycle(), seed, { createdAt: now, updatedAt: now }));
    return cycleValues(created);
  }

  /** The current cycle of every kind, in the kinds' order. */
  async currentCycles(manager: EntityManager = this.db.manager): Promise<CurrentCycle[]> {
    const cycles: CurrentCycle[] = [];
    for (const kind of APPLICATION_KINDS) cycles.push(await this.current(kind, manager));
    return cycles;
  }

  /** A cycle by id (an application's own cycle), or null. */
  async byId(id: number, manager: EntityManager = this.db.manager): Promise<CurrentCycle | null> {
    const row = await manager.getRepository(ProgramCycle).findOneBy({ id });
    return row ? cycleValues(row) : null;
  }

  /** Every cycle, newest first: the current ones and those before them (console figures). */
  async history(): Promise<{ cycle: CurrentCycle; isCurrent: boolean }[]> {
    const rows = await this.db.getRepository(ProgramCycle).find({ order: { id: 'DESC' } });
    const seen = new Set<string>();
    return rows.map((row) => {
      const isCurrent = !seen.has(row.kind);
      seen.add(row.kind);
      return { cycle: cycleValues(row), isCurrent };
    });
  }

  /** What approving an application of this cycle would take from: its award, budget and awards left. */
  async awardContext(
    kind: ApplicationKind,
    cycleId: number | null,
  ): Promise<{ cycle: CurrentCycle; figures: CycleFigures } | null> {
    const found = await cycleOfApplication(this.db.manager, kind, cycleId, false);
    return found ? { cycle: found.cycle, figures: await figuresOf(this.db.manager, found.cycle, found.isCurrent) } : null;
  }

  /** A cycle's amounts committed, paid and remaining, and its number of awards. */
  figures(cycle: CurrentCycle, isCurrent: boolean): Promise<CycleFigures> {
    return figuresOf(this.db.manager, cycle, isCurrent);
  }

  async isOpen(kind: ApplicationKind, at: Date = this.now()): Promise<boolean> {
    return isOpenAt(await this.current(kind), at);
  }

  /**
   * The cycle a submission arriving at `at` joins, or APPLICATIONS_CLOSED naming the program
   * and its next opening. The 30-minute grace after closesAt counts here.
   */
  async acceptingCycle(kind: ApplicationKind, at: Date = this.now()): Promise<CurrentCycle> {
    const cycle = await this.current(kind);
    if (!acceptsSubmissionsAt(cycle, at)) throw closedError(kind, cycle, at);
    return cycle;
  }

  /**
   * Changes a kind's current cycle: only `kind` is required; a field left out keeps its value,
   * an explicit null clears it. With `newCycle: true` the values start a new cycle instead (a
   * new id: its budget counts from zero), the old one staying for the figures.
   */
  async save(actor: AuditActor, raw: Record<string, unknown>): Promise<CurrentCycle> {
    const { newCycle, ...fields } = raw;
    const parsed = programCycleInputSchema.safeParse(fields);
    if (!parsed.success)
      throw validationError('Please check the highlighted fields.', fieldErrorsFromIssues(parsed.error.issues));
    const input = parsed.data;
    const saved = await this.db.transaction(async (manager) => {
      const current = await this.current(input.kind, manager);
      const merged = mergeCycle(current, input);
      if (!merged.ok) throw validationError('Please check the highlighted fields.', merged.fields);
      const now = new Date();
      const repository = manager.getRepository(ProgramCycle);
      const { id: _id, eligibilityQuestions, ...values } = merged.values as CurrentCycle;
      let row: ProgramCycle;
      if (newCycle === true) {
        // A new cycle asks what its predecessor asked (decision 480); an admin may change it after.
        const eligibilityQuestionsJson = eligibilityQuestions ? JSON.stringify(eligibilityQuestions) : null;
        const created = { createdAt: now, updatedAt: now, eligibilityQuestionsJson };
        row = await repository.save(Object.assign(new ProgramCycle(), values, created));
      } else {
        await repository.update({ id: current.id }, { ...values, updatedAt: now });
        row = await repository.findOneByOrFail({ id: current.id });
      }
      await manager
        .createQueryBuilder()
        .update(ContentVersion)
        .set({ version: () => 'version + 1', updatedAt: now })
        .where('version_id = :id', { id: 1 })
        .execute();
      await this.audit.record(
        actor,
        {
          action: newCycle === true ? 'program-cycle.create' : 'program-cycle.update',
          targetType: input.kind,
          targetId: row.id,
          detail: describeCycle(row),
        },
        manager,
      );
      return cycleValues(row);
    });
    this.onChange?.();
    return saved;
  }

  /** Called after a save commits (the content service re-reads the version at once). */
  onChange?: () => void;
}

/** The audit line of a save: dates, amounts and the letters asked for only. */
function describeCycle(row: ProgramCycle): string {
  const iso = (d: Date | null) => (d ? d.toISOString() : 'none');
  return [
    `opens ${iso(row.opensAt)}`,
    `closes ${iso(row.closesAt)}`,
    row.timeZone,
    `award ${row.awardCents ?? 'none'}`,
    `budget ${row.budgetCents ?? 'none'}`,
    `max ${row.maxAwards ?? 'none'}`,
    `letters ${row.lettersRequired ?? 0}`,
    `letters-due ${row.lettersDueDays ?? DEFAULT_LETTERS_DUE_DAYS}`,
  ].join(', ');
}
