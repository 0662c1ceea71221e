import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ELIGIBILITY_STOPS, type EligibilityStop } from '../../domain/eligibility.js';

export const EligibilityStopEnum = Object.fromEntries(ELIGIBILITY_STOPS.map((s) => [s, s])) as Record<
  EligibilityStop,
  EligibilityStop
>;
registerEnumType(EligibilityStopEnum, {
  name: 'EligibilityStop',
  description:
    'HARD: the answer that does not qualify means the program is not for this person. SOFT: they may still apply and explain.',
});

@ObjectType('EligibilityQuestion', {
  description: 'One yes/no question of a program cycle’s eligibility check, in English and Spanish.',
})
export class EligibilityQuestionType {
  @Field(() => String, { description: 'A short slug, e.g. four-year-college: what answers and counts are keyed by.' })
  id!: string;
  @Field(() => String) textEn!: string;
  @Field(() => String) textEs!: string;
  @Field(() => Boolean, { description: 'The answer that does not qualify (true: yes, false: no).' })
  disqualifyingAnswer!: boolean;
  @Field(() => EligibilityStopEnum) stop!: EligibilityStop;
  @Field(() => String, { description: 'Why, in English, shown when the answer does not qualify.' }) reasonEn!: string;
  @Field(() => String, { description: 'Why, in Spanish.' }) reasonEs!: string;
}

@ObjectType('EligibilityStopCount', { description: 'Checks of a cycle that stopped at one question.' })
export class EligibilityStopCountView {
  @Field(() => String) questionId!: string;
  @Field(() => String, { description: 'The question in English as the cycle asks it now, or its id if it was removed since.' })
  question!: string;
  @Field(() => Boolean, { description: 'True for a hard stop (NOT_ELIGIBLE), false for a soft one (MAY_NOT_QUALIFY).' })
  hard!: boolean;
  @Field(() => Int) count!: number;
}

@ObjectType('EligibilityFigures', {
  description:
    'A cycle’s eligibility check in figures, from daily counts only: no answer is ever tied to a person, cookie, address or session.',
})
export class EligibilityFiguresView {
  @Field(() => Int, { description: 'Checks sent (finished or with a question left unanswered).' }) started!: number;
  @Field(() => Int, { description: 'Checks that answered ELIGIBLE ("You can apply.").' }) eligible!: number;
  @Field(() => Int, { description: 'Checks that answered MAY_NOT_QUALIFY (soft stops only).' }) mayNotQualify!: number;
  @Field(() => Int, { description: 'Checks that answered NOT_ELIGIBLE (a hard stop).' }) notEligible!: number;
  @Field(() => Int, { description: 'Checks sent with a question unanswered.' }) incomplete!: number;
  @Field(() => [EligibilityStopCountView], { description: 'Where checks stopped, by question in the cycle’s order.' })
  stops!: EligibilityStopCountView[];
  @Field(() => Int, {
    description:
      'Applications submitted with the form’s marker that the visitor had just been told "You can apply." (counted, never linked to the application).',
  })
  submittedAfterEligible!: number;
}
