import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationDetail } from '../applications/applications.types.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { RetentionPolicyInput } from './retention.inputs.js';
import { ApplicationRetentionView, RetentionCandidateView, RetentionPolicyView, retentionView } from './retention.types.js';

@Resolver()
export class RetentionResolver {
  @Authorized('retention:manage')
  @Query(() => RetentionPolicyView, { description: 'The data retention policy. Admin only.' })
  retentionPolicy(@Ctx() { services }: GraphQLContext): Promise<RetentionPolicyView> {
    return services.retention.policy();
  }

  @Authorized('retention:manage')
  @Mutation(() => RetentionPolicyView, { description: 'Saves the retention periods (1–120 months each). Admin only; audited.' })
  saveRetentionPolicy(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('input', () => RetentionPolicyInput) input: RetentionPolicyInput,
  ): Promise<RetentionPolicyView> {
    return services.retention.savePolicy(requestActor(req), { ...input });
  }

  @Authorized('retention:manage')
  @Query(() => [RetentionCandidateView], {
    description:
      'Dry run: the applications a purge now would delete, soonest first (held ones are listed and skipped). Admin only.',
  })
  retentionDryRun(@Ctx() { services }: GraphQLContext): Promise<RetentionCandidateView[]> {
    return services.retention.dryRun();
  }

  @Authorized('retention:purge')
  @Mutation(() => Int, {
    description:
      'Deletes the personal data of every due application not on hold, now; answers how many. Admin only, with a ' +
      'second factor in the last 15 minutes (else STEP_UP_REQUIRED); each is audited. REST twin: POST /api/retention/purge.',
  })
  runRetentionPurge(@Ctx() { services, req }: GraphQLContext): Promise<number> {
    return services.retention.purge(requestActor(req));
  }

  @Authorized('retention:manage')
  @Mutation(() => ApplicationRetentionView, {
    description: 'Sets or lifts the legal hold of an application. Admin only; audited.',
  })
  async setLegalHold(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
    @Arg('hold') hold: boolean,
  ): Promise<ApplicationRetentionView> {
    return retentionView(await services.retention.setLegalHold(requestActor(req), kind, applicationId(id), hold));
  }
}

@Resolver(() => ApplicationDetail)
export class RetentionDetailFieldsResolver {
  @FieldResolver(() => ApplicationRetentionView, {
    description: 'When its personal data will be deleted by the retention policy.',
  })
  async retention(@Root() row: ApplicationDetail, @Ctx() { services }: GraphQLContext): Promise<ApplicationRetentionView> {
    return retentionView(await services.retention.forApplication(row.kind, row.id));
  }
}
