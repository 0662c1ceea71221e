import { GraphQLSafeInt } from 'graphql-scalars';
import { Authorized, Field, ID, Int, ObjectType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

/** Sums of money pass 2^31 cents ($21 million) in a large cycle: they are SafeInt, not Int (as in reports). */
@ObjectType('ProgramCycleFigures', { description: "A cycle's awards so far (approved and paid count as committed)." })
export class ProgramCycleFigures {
  @Field(() => GraphQLSafeInt, { description: 'Awards approved or paid, in cents.' }) committedCents!: number;
  @Field(() => GraphQLSafeInt, { description: 'Paid: payments of the ledger that cleared, in cents.' }) paidCents!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'Released: payments a second admin approved or that were sent, not cleared yet, in cents.',
  })
  releasedCents!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'Failed: payments that came back, in cents (their amount returned to the awards).',
  })
  failedCents!: number;
  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: 'Budget left in cents (negative after an override); null without a budget.',
  })
  remainingCents!: number | null;
  @Field(() => Int, { description: 'Applications approved or paid.' }) awards!: number;
  @Field(() => Int, { nullable: true, description: 'Awards left; null without a limit.' }) remainingAwards!: number | null;
}

@ObjectType('ProgramCycle', {
  description:
    "A program's application window, award and budget. Each kind has one current cycle; applications record the cycle they were submitted in.",
})
export class ProgramCycleType {
  @Field(() => ID) id!: string;
  @Field(() => ApplicationKind) kind!: Kind;
  @Field(() => Date, { nullable: true, description: 'When applications open; null: open already.' })
  opensAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'The deadline; null: rolling. Submissions are still accepted for 30 minutes after it.',
  })
  closesAt!: Date | null;
  @Field(() => String, { description: 'IANA time zone the dates are set and shown in, e.g. America/New_York.' })
  timeZone!: string;
  @Field(() => Int, { nullable: true, description: 'The award in cents, as the public pages show it; null: it varies.' })
  awardCents!: number | null;
  @Field(() => Int, {
    description:
      'Letters of recommendation the cycle asks of each applicant: 0 (none) or 1. With 1 the form asks for the recommender (name, e-mail, role, waiver).',
  })
  lettersRequired!: number;
  @Field(() => Int, { description: 'Days after the deadline (closesAt) a letter may still arrive; default 14.' })
  lettersDueDays!: number;
  @Field(() => Boolean, { description: 'Whether the published window is open now (the grace after closesAt is not shown).' })
  isOpen!: boolean;

  @Authorized('cycles:manage')
  @Field(() => Int, { nullable: true, description: 'Admin: the budget in cents; null: no budget.' })
  budgetCents!: number | null;

  @Authorized('cycles:manage')
  @Field(() => Int, { nullable: true, description: 'Admin: the most awards the cycle gives; null: no limit.' })
  maxAwards!: number | null;

  @Authorized('cycles:manage')
  @Field(() => ProgramCycleFigures, { description: 'Admin: amounts committed, paid and remaining, and the number of awards.' })
  figures!: ProgramCycleFigures;
}
