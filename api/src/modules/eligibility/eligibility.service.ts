import type { DataSource } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  assessEligibility,
  eligibilityAnswersSchema,
  eligibilityQuestionsSchema,
  questionFieldErrors,
  questionsOrSeeds,
  type EligibilityAssessment,
  type EligibilityQuestion,
} from '../../domain/eligibility.js';
import { DomainError, notFound, validationError } from '../../domain/errors.js';
import type { Locale } from '../../domain/i18n/locales.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { ContentVersion } from '../content/content.entity.js';
import { ProgramCycle, cycleValues, type CurrentCycle } from '../program-cycles/program-cycle.entity.js';
import type { ProgramCyclesService } from '../program-cycles/program-cycles.service.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { addCounts, eligibilityFigures, measuresOf, type EligibilityFigures } from './eligibility-counts.js';

const WORDS = {
  en: {
    answerEach: 'Please answer each question yes or no.',
    answerThis: 'Please answer this question yes or no.',
  },
  es: {
    answerEach: 'Por favor, responda sí o no a cada pregunta.',
    answerThis: 'Por favor, responda sí o no a esta pregunta.',
  },
} as const;

/**
 * The eligibility check (issue 43, docs/decisions/480): a cycle's questions, assessing a
 * visitor's answers with the shared rule, and the daily counts. The answers live only as long as
 * the request: nothing about the person is written, only one more in a few counts.
 */
export class EligibilityService {
  constructor(
    private readonly db: DataSource,
    private readonly cycles: ProgramCyclesService,
    private readonly audit: AuditService,
    private readonly limits: RateLimits,
  ) {}

  /** The current cycle of a program and the questions it asks. */
  async questions(kind: ApplicationKind): Promise<{ cycle: CurrentCycle; questions: EligibilityQuestion[] }> {
    const cycle = await this.cycles.current(kind);
    return { cycle, questions: questionsOrSeeds(kind, cycle.eligibilityQuestions) };
  }

  /**
   * Assesses one check against the current cycle's questions and counts it (started, its result,
   * where it stopped). A check with a question left unanswered counts as started and is refused
   * with a message at each unanswered question, in the visitor's language.
   */
  async check(kind: ApplicationKind, rawAnswers: unknown, actor: AuditActor, locale: Locale): Promise<EligibilityAssessment> {
    await this.limits.eligibilityChecksPerIp.hit(actor.ip ?? 'unknown');
    const words = WORDS[locale];
    const parsed = eligibilityAnswersSchema.safeParse(rawAnswers ?? {});
    if (!parsed.success) throw inLanguage(validationError(WORDS.en.answerEach), words.answerEach);
    const { cycle, questions } = await this.questions(kind);
    const outcome = assessEligibility(questions, parsed.data, locale);
    await addCounts(this.db.manager, cycle, measuresOf(outcome.complete ? outcome : null), this.cycles.now());
    if (!outcome.complete) {
      const fields = Object.fromEntries(outcome.unanswered.map((id) => [id, words.answerThis]));
      throw inLanguage(validationError(WORDS.en.answerEach, fields), words.answerEach);
    }
    const { result, reasons, stoppedAt } = outcome;
    return { result, reasons, stoppedAt };
  }

  /** A cycle's check in figures (the reports page, programReport). */
  figures(cycle: CurrentCycle): Promise<EligibilityFigures> {
    return eligibilityFigures(this.db.manager, cycle);
  }

  /**
   * Replaces a cycle's questions (2 to 6, checked by the shared rules). Raises the site content
   * version, so the program pages ask them within seconds on every instance. Audited in words.
   */
  async saveQuestions(actor: AuditActor, cycleId: number, raw: unknown): Promise<{ cycle: CurrentCycle; isCurrent: boolean }> {
    const parsed = eligibilityQuestionsSchema.safeParse(raw);
    if (!parsed.success)
      throw validationError('Please check the highlighted questions.', questionFieldErrors(parsed.error.issues));
    const questions = parsed.data;
    const saved = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(ProgramCycle);
      const row = await repository.findOneBy({ id: cycleId });
      if (!row) throw notFound('There is no such program cycle.');
      const now = new Date();
      await repository.update({ id: row.id }, { eligibilityQuestionsJson: JSON.stringify(questions), updatedAt: now });
      await manager
        .createQueryBuilder()
        .update(ContentVersion)
        .set({ version: () => 'version + 1', updatedAt: now })
        .where('version_id = :id', { id: 1 })
        .execute();
      await this.audit.record(
        actor,
        {
          action: 'eligibility.questions-save',
          targetType: row.kind,
          targetId: row.id,
          detail: describeQuestions(questions),
        },
        manager,
      );
      const newest = await repository.findOne({ where: { kind: row.kind }, order: { id: 'DESC' } });
      return { cycle: cycleValues(await repository.findOneByOrFail({ id: row.id })), isCurrent: newest?.id === row.id };
    });
    this.cycles.onChange?.();
    return saved;
  }
}

/** The audit line: each question's short name and its stop, e.g. "four-year-college hard, gpa soft". */
function describeQuestions(questions: EligibilityQuestion[]): string {
  return questions.map((q) => `${q.id} ${q.stop.toLowerCase()}`).join(', ');
}

/** A refusal whose message is already worded in the visitor's language (fields included). */
function inLanguage(error: DomainError, message: string): DomainError {
  return new DomainError(error.code, message, error.fields, undefined, { es: message });
}
