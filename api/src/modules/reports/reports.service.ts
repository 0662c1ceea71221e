import type { DataSource } from 'typeorm';
import { eligibilityFigures, type EligibilityFigures } from '../eligibility/eligibility-counts.js';
import { cycleNumbers } from '../../domain/cycle-numbers.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { fieldErrorsFromIssues, notFound, validationError } from '../../domain/errors.js';
import type { CycleFigures } from '../../domain/program-cycle-budget.js';
import {
  DEFAULT_REPORT_SETTINGS,
  fiscalYearLabel,
  fiscalYearRange,
  fiscalYearSchema,
  reportSettingsSchema,
  type FunnelStage,
  type ReportSettings,
  type ScheduleILine,
} from '../../domain/reports.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CurrentCycle } from '../program-cycles/program-cycle.entity.js';
import type { ProgramCyclesService } from '../program-cycles/program-cycles.service.js';
import {
  decisionTimesOf,
  funnelOf,
  openRequestsOf,
  reviewersOf,
  type DecisionTimes,
  type OpenRequests,
  type ReviewerLoad,
} from './program-report.js';
import { ReportSettingsRow } from './report-settings.entity.js';
import { scheduleIFigures } from './schedule-i.js';
import type { Clock } from '../../config/clock.js';

/** A cycle as the reports name it: numbered within its program, oldest first. */
export interface ReportCycle extends CurrentCycle {
  number: number;
  isCurrent: boolean;
}

export interface ProgramReport {
  kind: ApplicationKind;
  cycle: ReportCycle;
  funnel: Record<FunnelStage, number>;
  decisionTimes: DecisionTimes;
  budget: CycleFigures;
  reviewers: ReviewerLoad[];
  openRequests: OpenRequests;
  /** The program page's eligibility check in this cycle: daily counts summed (decision 480). */
  eligibility: EligibilityFigures;
  generatedAt: Date;
}

export interface ScheduleIReport {
  fiscalYear: number;
  fiscalYearStartMonth: number;
  start: Date;
  end: Date;
  label: string;
  lines: ScheduleILine[];
  totalRecipients: number;
  totalCashCents: number;
}

/**
 * Reports for the board and the IRS (issue 27, docs/decisions/360). Reads only: figures, never
 * a name or a number of an applicant; reviewers are named, as staff see them on the console.
 */
export class ReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly cycles: ProgramCyclesService,
    private readonly audit: AuditService,
    /** The organisation's time zone: fiscal years begin at midnight there. */
    private readonly timeZone: string,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return this.clock.now();
  }

  /** A program's cycles, newest first, numbered within the program. */
  async cyclesOf(kind: ApplicationKind): Promise<ReportCycle[]> {
    const all = (await this.cycles.history()).filter((c) => c.cycle.kind === kind);
    const numbers = cycleNumbers(all.map((c) => c.cycle));
    const oldestFirst = [...all].sort((a, b) => a.cycle.id - b.cycle.id);
    return oldestFirst.map((c) => ({ ...c.cycle, number: numbers.get(c.cycle.id)!, isCurrent: c.isCurrent })).reverse();
  }

  /** The report of one cycle (the current one when `cycleId` is null). */
  async programReport(kind: ApplicationKind, cycleId: number | null): Promise<ProgramReport> {
    const cycles = await this.cyclesOf(kind);
    const cycle = cycleId === null ? cycles.find((c) => c.isCurrent) : cycles.find((c) => c.id === cycleId);
    if (!cycle) throw notFound('There is no such cycle of this program.');
    const scope = { kind, cycleId: cycle.id, isCurrent: cycle.isCurrent };
    const manager = this.db.manager;
    const now = this.now();
    const [funnel, decisionTimes, budget, reviewers, openRequests, eligibility] = await Promise.all([
      funnelOf(manager, scope),
      decisionTimesOf(manager, scope),
      this.cycles.figures(cycle, cycle.isCurrent),
      reviewersOf(manager, scope),
      openRequestsOf(manager, scope, now),
      eligibilityFigures(manager, cycle),
    ]);
    return { kind, cycle, funnel, decisionTimes, budget, reviewers, openRequests, eligibility, generatedAt: now };
  }

  async settings(): Promise<ReportSettings & { updatedAt: Date | null }> {
    const row = await this.db.getRepository(ReportSettingsRow).findOneBy({ id: 1 });
    return row
      ? { fiscalYearStartMonth: row.fiscalYearStartMonth, updatedAt: row.updatedAt }
      : { ...DEFAULT_REPORT_SETTINGS, updatedAt: null };
  }

  async saveSettings(actor: AuditActor, input: unknown): Promise<ReportSettings & { updatedAt: Date | null }> {
    const parsed = reportSettingsSchema.safeParse(input);
    if (!parsed.success) throw validationError('Please check the report settings.', fieldErrorsFromIssues(parsed.error.issues));
    await this.db.transaction(async (manager) => {
      await manager.save(ReportSettingsRow, { id: 1, ...parsed.data, updatedAt: this.now(), updatedBy: actor.userId });
      await this.audit.record(
        actor,
        {
          action: 'reports.settings_changed',
          targetType: 'reports',
          detail: `fiscal year starts in month ${parsed.data.fiscalYearStartMonth}`,
        },
        manager,
      );
    });
    return this.settings();
  }

  /** Schedule I, Part III, of fiscal year `year` (named for the year it begins in, as Form 990 does). */
  async scheduleI(year: unknown): Promise<ScheduleIReport> {
    const parsed = fiscalYearSchema.safeParse(year);
    if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { fiscalYear: parsed.error.issues[0]!.message });
    const fiscalYear = parsed.data;
    const { fiscalYearStartMonth } = await this.settings();
    const { start, end } = fiscalYearRange(fiscalYear, fiscalYearStartMonth, this.timeZone);
    const lines = await scheduleIFigures(this.db.manager, start, end, this.timeZone);
    return {
      fiscalYear,
      fiscalYearStartMonth,
      start,
      end,
      label: fiscalYearLabel(fiscalYear, fiscalYearStartMonth, this.timeZone),
      lines,
      totalRecipients: lines.reduce((sum, l) => sum + l.recipients, 0),
      totalCashCents: lines.reduce((sum, l) => sum + l.cashCents, 0),
    };
  }
}
