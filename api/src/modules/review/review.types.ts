import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { ReviewStatus as Status } from '../../domain/review/index.js';
import { StaffMemberName } from '../application-records/staff-member-name.types.js';
import { ReviewStatus } from '../application-records/review-status.types.js';

@ObjectType('ReviewHistoryEntry', { description: 'One move of the review status: from, to, who, when and why.' })
export class ReviewHistoryEntry {
  @Field(() => ReviewStatus)
  from!: Status;

  @Field(() => ReviewStatus)
  to!: Status;

  @Field(() => String, { description: 'Who made the move.' })
  actorName!: string;

  @Field(() => String, { nullable: true, description: 'Why, where the move asks for a reason.' })
  reason!: string | null;

  @Field(() => Date)
  at!: Date;
}

@ObjectType('ApplicationNote', { description: 'A staff note on an application. Notes are never edited or deleted.' })
export class ApplicationNote {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, {
    description:
      'A note about the process ("documents requested"), visible to every reviewer at once. A note about the applicant is hidden from a reviewer who has not scored yet (blind review).',
  })
  processNote!: boolean;
}

@ObjectType('CriterionScore', { description: "A reviewer's points on one criterion; null points mean N/A." })
export class CriterionScore {
  @Field(() => String)
  criterion!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int, { nullable: true })
  points!: number | null;

  @Field(() => Int)
  maxPoints!: number;
}

@ObjectType('ReviewerScore', { description: "One reviewer's score, normalised to 100 over the criteria that apply." })
export class ReviewerScore {
  @Field(() => StaffMemberName)
  reviewer!: StaffMemberName;

  @Field(() => Boolean, { description: "True for the viewer's own score." })
  mine!: boolean;

  @Field(() => Float, { nullable: true, description: 'Out of 100; null when every criterion is N/A.' })
  score!: number | null;

  @Field(() => [CriterionScore])
  criteria!: CriterionScore[];

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Boolean, {
    description:
      "Locked by blind review: the other reviewers' scores were shown to this reviewer, so the score cannot change until an admin unlocks it (unlockReviewerScore).",
  })
  locked!: boolean;
}

@ObjectType('ApplicationAward', { description: 'What an approved application was awarded, and its payment.' })
export class ApplicationAward {
  @Field(() => Int)
  awardCents!: number;

  @Field(() => String, { nullable: true })
  paymentReference!: string | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;
}

@ObjectType('RubricCriterion', { description: 'One line of a rubric.' })
export class RubricCriterion {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  maxPoints!: number;

  @Field(() => Int, { description: 'How much the criterion counts against the others.' })
  weight!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "The form answer reviewers see beside this criterion while scoring, by its field name in the application's sections (e.g. gpa, singleParentHousehold); null for none. The console adds a note where the program has a rule (the scholarship's 2.5 GPA guide, its preference for single-parent households).",
  })
  field?: string | null;
}

@ObjectType('ReviewMove', { description: 'A status move the viewer may make from where the application is.' })
export class ReviewMove {
  @Field(() => ReviewStatus)
  to!: Status;

  @Field(() => String, { description: 'What the console calls the move, e.g. Approve.' })
  action!: string;

  @Field(() => [String], { description: 'What it asks for: reason, awardCents and/or paymentReference.' })
  needs!: string[];
}

@ObjectType('AwardContext', {
  description: "What approving this application would take from: its cycle's award, and what remains of its budget and awards.",
})
export class AwardContext {
  @Field(() => Int, {
    nullable: true,
    description: "The cycle's award in cents (the scholarship's is fixed); null: set per application.",
  })
  awardCents!: number | null;

  @Field(() => Int, { nullable: true, description: "The cycle's budget in cents; null: none set." })
  budgetCents!: number | null;

  @Field(() => Int, { nullable: true, description: 'Budget left in cents; null: no budget set.' })
  remainingCents!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many awards the cycle may make; null: no limit.' })
  maxAwards!: number | null;

  @Field(() => Int, { nullable: true, description: 'Awards left; null: no limit.' })
  remainingAwards!: number | null;
}
