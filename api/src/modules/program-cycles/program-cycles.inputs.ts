import { Field, InputType, Int } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

@InputType('ProgramCycleInput', {
  description:
    'Changes the current cycle of `kind`. Only `kind` is required: a field left out keeps its value; null clears opensAt (open now), closesAt (rolling), awardCents, budgetCents or maxAwards (no limit).',
})
export class ProgramCycleInput {
  @Field(() => ApplicationKind) kind!: Kind;
  @Field(() => Date, { nullable: true }) opensAt?: Date | null;
  @Field(() => Date, { nullable: true }) closesAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. America/Chicago.' }) timeZone?: string | null;
  @Field(() => Int, { nullable: true }) awardCents?: number | null;
  @Field(() => Int, { nullable: true }) budgetCents?: number | null;
  @Field(() => Int, { nullable: true }) maxAwards?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Letters of recommendation asked of each applicant: 0 (none) or 1; left out: unchanged.',
  })
  lettersRequired?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Days after the deadline a letter may still arrive (0 to 90); left out: unchanged.',
  })
  lettersDueDays?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Start a new cycle with these values (a new id; its budget counts from zero) instead of changing the current one.',
  })
  newCycle?: boolean | null;
}
