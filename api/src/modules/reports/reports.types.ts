import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { FUNNEL_STAGES, type FunnelStage as Stage } from '../../domain/reports.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { EligibilityFiguresView } from '../eligibility/eligibility.types.js';

/** What each stage's count means, in the schema: the funnel counts every stage ever reached. */
const STAGE_MEANINGS: Record<Stage, string> = {
  received: 'Submitted: every application of the cycle.',
  inReview: 'Has been in review.',
  needsInformation: 'Has been asked for more information, whether or not it went back to review since.',
  decided: 'Has been approved or declined.',
  approved: 'Has been approved, paid since or not.',
  declined: 'Has been declined.',
  paid: 'Has been paid.',
};
const enumName = (stage: Stage) => stage.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

export const FunnelStage = Object.fromEntries(FUNNEL_STAGES.map((s) => [enumName(s), s])) as Record<string, Stage>;
registerEnumType(FunnelStage, {
  name: 'FunnelStage',
  description:
    'A stage of a program cycle’s funnel. RECEIVED, IN_REVIEW, DECIDED, APPROVED and PAID follow one another; NEEDS_INFORMATION is a side step of review; APPROVED and DECLINED are the two outcomes of DECIDED.',
  valuesConfig: Object.fromEntries(FUNNEL_STAGES.map((s) => [enumName(s), { description: STAGE_MEANINGS[s] }])),
});

@ObjectType({ description: 'A program cycle as the reports name it: numbered within its program, oldest first.' })
export class ReportCycle {
  @Field(() => ID)
  id!: number;

  @Field(() => Int, { description: '1 for the program’s first cycle, 2 for the next…' })
  number!: number;

  @Field({ description: 'True for the cycle that takes submissions now (or next).' })
  isCurrent!: boolean;

  @Field(() => Date, { nullable: true })
  opensAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null: rolling, no deadline.' })
  closesAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The cycle’s budget in cents; null: none set.' })
  budgetCents!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many awards the cycle may make; null: no limit.' })
  maxAwards!: number | null;
}

@ObjectType({ description: 'How many of the cycle’s applications have ever reached one stage, whatever their status now.' })
export class FunnelCount {
  @Field(() => FunnelStage)
  stage!: Stage;

  @Field({ description: 'The stage as the console words it.' })
  label!: string;

  @Field(() => Int, {
    description:
      'Applications that have reached the stage, by their status history and current status: never lower when one moves on. A purged application counts in the stages its last status implies.',
  })
  count!: number;
}

@ObjectType({ description: 'Days from receipt to the first decision (approved or declined).' })
export class DecisionTimesView {
  @Field(() => Int, { description: 'Applications decided so far.' })
  decided!: number;

  @Field(() => Float, { nullable: true, description: 'Median, in days to one decimal; null before the first decision.' })
  medianDays!: number | null;

  @Field(() => Float, { nullable: true, description: '90th percentile (nearest rank), in days.' })
  p90Days!: number | null;
}

/** Sums of money can pass 2^31 cents ($21 million) over a large program: they are SafeInt, not Int. */
@ObjectType({ description: 'What the cycle has committed and paid against its budget.' })
export class BudgetView {
  @Field(() => GraphQLSafeInt, { description: 'Awards approved or paid, in cents.' })
  committedCents!: number;

  @Field(() => GraphQLSafeInt, { description: 'Paid: payments of the disbursement ledger that cleared, in cents.' })
  paidCents!: number;

  @Field(() => GraphQLSafeInt, {
    description: 'Released: payments approved by a second admin or sent, not cleared yet, in cents.',
  })
  releasedCents!: number;

  @Field(() => GraphQLSafeInt, { description: 'Failed: payments that came back, in cents (returned to the awards).' })
  failedCents!: number;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Budget left, in cents; null: no budget set.' })
  remainingCents!: number | null;

  @Field(() => Int, { description: 'Awards approved or paid.' })
  awards!: number;

  @Field(() => Int, { nullable: true, description: 'Awards left under the maximum; null: no limit.' })
  remainingAwards!: number | null;
}

@ObjectType({ description: 'One reviewer’s work on the cycle’s applications.' })
export class ReviewerLoadView {
  @Field(() => ID)
  userId!: number;

  @Field({ description: 'First and last name.' })
  name!: string;

  @Field(() => Int)
  assigned!: number;

  @Field(() => Int)
  scored!: number;

  @Field(() => Float, { nullable: true, description: 'The mean of the scores given (0–100); null before the first.' })
  averageScore!: number | null;
}

@ObjectType({ description: 'Document requests still waiting for the applicant.' })
export class OpenRequestsView {
  @Field(() => Int)
  open!: number;

  @Field(() => Float, { nullable: true, description: 'Median wait so far, in days.' })
  medianWaitDays!: number | null;

  @Field(() => Float, { nullable: true, description: 'The longest wait so far, in days.' })
  longestWaitDays!: number | null;
}

@ObjectType({ description: 'One program cycle in figures, for the board. No applicant’s personal data.' })
export class ProgramReportView {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => ReportCycle)
  cycle!: ReportCycle;

  @Field(() => [FunnelCount], {
    description:
      'Received, in review, needs information, decided, approved, declined, paid: the applications that have reached each. Received, in review, decided, approved and paid each count no more than the one before; needs information no more than in review; approved and declined add up to decided, but for a reopened application decided both ways, which counts in both.',
  })
  funnel!: FunnelCount[];

  @Field(() => DecisionTimesView)
  decisionTimes!: DecisionTimesView;

  @Field(() => BudgetView)
  budget!: BudgetView;

  @Field(() => [ReviewerLoadView], { description: 'By name.' })
  reviewers!: ReviewerLoadView[];

  @Field(() => OpenRequestsView)
  openRequests!: OpenRequestsView;

  @Field(() => EligibilityFiguresView, {
    description:
      'The program page’s eligibility check in this cycle: checked, each result, where checks stopped, and qualified visitors who went on to submit. Daily counts only, nothing about a person.',
  })
  eligibility!: EligibilityFiguresView;

  @Field(() => Date)
  generatedAt!: Date;
}

@ObjectType({ description: 'One line of Form 990 Schedule I, Part III: one type of grant to individuals.' })
export class ScheduleILineView {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field({ description: 'Column (a): the type of grant or assistance.' })
  grantType!: string;

  @Field(() => Int, { description: 'Column (b): number of recipients paid in the fiscal year.' })
  recipients!: number;

  @Field(() => GraphQLSafeInt, { description: 'Column (c): amount of cash grant paid, in cents.' })
  cashCents!: number;
}

@ObjectType({ description: 'Form 990 Schedule I, Part III, for one fiscal year: only paid awards count, by payment date.' })
export class ScheduleIView {
  @Field(() => Int, { description: 'Named for the calendar year it begins in, as Form 990 does.' })
  fiscalYear!: number;

  @Field(() => Int, { description: 'The month it begins (1 = January), from the report settings.' })
  fiscalYearStartMonth!: number;

  @Field(() => Date)
  start!: Date;

  @Field(() => Date, { description: 'The first instant after the fiscal year.' })
  end!: Date;

  @Field({ description: 'Its first and last day, e.g. "July 1, 2026 – June 30, 2027".' })
  label!: string;

  @Field(() => [ScheduleILineView])
  lines!: ScheduleILineView[];

  @Field(() => Int)
  totalRecipients!: number;

  @Field(() => GraphQLSafeInt)
  totalCashCents!: number;
}

@ObjectType({ description: 'The admin’s report settings.' })
export class ReportSettingsView {
  @Field(() => Int, { description: 'The month the fiscal year begins (1 = January). Default 1.' })
  fiscalYearStartMonth!: number;

  @Field(() => Date, { nullable: true, description: 'When an admin last saved it; null while the default applies.' })
  updatedAt!: Date | null;
}
