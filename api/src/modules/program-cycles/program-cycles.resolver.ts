import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ProgramCycleInput } from './program-cycles.inputs.js';
import { ProgramCycleFigures, ProgramCycleType } from './program-cycles.types.js';
import { cycleView, type CycleView } from './program-cycles.view.js';

@Resolver(() => ProgramCycleType)
export class ProgramCyclesResolver {
  @Query(() => [ProgramCycleType], {
    description:
      'Public: the current cycle of each kind (window, time zone, award, isOpen). Admins may also ask for budgetCents, maxAwards and figures.',
  })
  async programCycles(@Ctx() { services }: GraphQLContext): Promise<CycleView[]> {
    const now = services.programCycles.now();
    return (await services.programCycles.currentCycles()).map((cycle) => cycleView(cycle, now, true));
  }

  @Authorized('cycles:manage')
  @Query(() => [ProgramCycleType], { description: 'Admin: every cycle, newest first, the earlier ones too (for their figures).' })
  async programCycleHistory(@Ctx() { services }: GraphQLContext): Promise<CycleView[]> {
    const now = services.programCycles.now();
    return (await services.programCycles.history()).map(({ cycle, isCurrent }) => cycleView(cycle, now, isCurrent));
  }

  @Authorized('cycles:manage')
  @Mutation(() => ProgramCycleType, {
    description:
      "Admin: changes a kind's current cycle (only kind is required; a field left out keeps its value, null clears it), or starts a new one with newCycle: true. Raises the site content version, so the public pages show it within seconds. Audited.",
  })
  async saveProgramCycle(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('input', () => ProgramCycleInput) input: ProgramCycleInput,
  ): Promise<CycleView> {
    const fields = Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== undefined));
    const saved = await services.programCycles.save(requestActor(req), fields);
    return cycleView(saved, services.programCycles.now(), true);
  }

  @Authorized('cycles:manage')
  @FieldResolver(() => ProgramCycleFigures)
  figures(@Root() view: CycleView, @Ctx() { services }: GraphQLContext): Promise<ProgramCycleFigures> {
    return services.programCycles.figures(view.cycle, view.isCurrent);
  }
}
