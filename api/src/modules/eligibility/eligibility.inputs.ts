import { Field, InputType } from 'type-graphql';
import type { EligibilityStop } from '../../domain/eligibility.js';
import { EligibilityStopEnum } from './eligibility.types.js';

/** One question as an admin saves it; the shared zod rules (domain/eligibility.ts) check the list. */
@InputType('EligibilityQuestionInput')
export class EligibilityQuestionInput {
  @Field(() => String, { description: 'Short name: lowercase letters, digits and hyphens, e.g. four-year-college.' }) id!: string;
  @Field(() => String) textEn!: string;
  @Field(() => String) textEs!: string;
  @Field(() => Boolean, { description: 'The answer that does not qualify (true: yes, false: no).' })
  disqualifyingAnswer!: boolean;
  @Field(() => EligibilityStopEnum) stop!: EligibilityStop;
  @Field(() => String) reasonEn!: string;
  @Field(() => String) reasonEs!: string;
}
