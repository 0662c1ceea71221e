import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { questionsOrSeeds, type EligibilityQuestion } from '../../domain/eligibility.js';
import { parseId, validationError } from '../../domain/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ProgramCycleType } from '../program-cycles/program-cycles.types.js';
import { cycleView, type CycleView } from '../program-cycles/program-cycles.view.js';
import { EligibilityQuestionInput } from './eligibility.inputs.js';
import { EligibilityQuestionType } from './eligibility.types.js';

/** ProgramCycle.eligibilityQuestions and saveEligibilityQuestions (issue 43). */
@Resolver(() => ProgramCycleType)
export class EligibilityResolver {
  @FieldResolver(() => [EligibilityQuestionType], {
    description:
      'The eligibility check’s 2 to 6 yes/no questions, in English and Spanish: the cycle’s own, or its program’s seeded ones until an admin saves some. Public, like the program pages that ask them.',
  })
  eligibilityQuestions(@Root() view: CycleView): EligibilityQuestion[] {
    return questionsOrSeeds(view.kind, view.cycle.eligibilityQuestions);
  }

  @Authorized('cycles:manage')
  @Mutation(() => ProgramCycleType, {
    description:
      'Admin: replaces a cycle’s eligibility questions (2 to 6, each short name once). The program page asks them within seconds. Audited.',
  })
  async saveEligibilityQuestions(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('cycleId', () => ID) cycleId: string,
    @Arg('questions', () => [EligibilityQuestionInput]) questions: EligibilityQuestionInput[],
  ): Promise<CycleView> {
    const id = parseId(cycleId);
    if (id === null) throw validationError('Please give a cycle id.', { cycleId: 'Please give a cycle id.' });
    const saved = await services.eligibility.saveQuestions(
      requestActor(req),
      id,
      questions.map((q) => ({ ...q })),
    );
    return cycleView(saved.cycle, services.programCycles.now(), saved.isCurrent);
  }
}
