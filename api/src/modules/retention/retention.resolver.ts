import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { RETENTION_RULE_LABELS } from '../../domain/retention.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationDetail } from '../applications/applications.types.js';
import { ApplicationKind } from '../application-records/application-kind.type.js';
import type { RetentionOfApplication } from './retention.service.js';

@ObjectType('RetentionPolicy', { description: 'How long personal data of finished applications is kept (admin setting).' })
class RetentionPolicyView {
  @Field(() => Int, { description: 'DECLINED applications: months after the decision. Default 12.' })
  declinedMonths!: number;

  @Field(() => Int, { description: 'PAID applications: months after the payment. Default 24.' })
  paidMonths!: number;

  @Field(() => Int, { description: 'Archived applications without a decision: months after archiving. Default 24.' })
  archivedMonths!: number;

  @Field(() => Date, { nullable: true, description: 'When an admin last saved it; null while the defaults apply.' })
  updatedAt!: Date | null;
}

@InputType('RetentionPolicyInput')
class RetentionPolicyInput {
  @Field(() => Int)
  declinedMonths!: number;

  @Field(() => Int)
  paidMonths!: number;

  @Field(() => Int)
  archivedMonths!: number;
}

@ObjectType('RetentionCandidate', { description: 'An application whose personal data is due to be deleted.' })
class RetentionCandidateView {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => ID)
  id!: number;

  @Field()
  reference!: string;

  @Field()
  reviewStatus!: string;

  @Field({ description: "'declined', 'paid' or 'archived'." })
  rule!: string;

  @Field({ description: 'The rule in words, e.g. "Archived without a decision".' })
  ruleLabel!: string;

  @Field(() => Date)
  purgeOn!: Date;

  @Field({ description: 'Held applications are listed but never deleted.' })
  legalHold!: boolean;
}

@ObjectType('ApplicationRetention', {
  description: 'When the personal data of an application will be deleted, and whether a legal hold stops it.',
})
export class ApplicationRetentionView {
  @Field(() => Date, { nullable: true, description: 'When the policy deletes it; null while no rule applies yet.' })
  purgeOn!: Date | null;

  @Field(() => String, { nullable: true })
  rule!: string | null;

  @Field(() => String, { nullable: true })
  ruleLabel!: string | null;

  @Field({ description: 'A legal hold stops the deletion while it stands.' })
  legalHold!: boolean;
}

export function retentionView(r: RetentionOfApplication): ApplicationRetentionView {
  return { ...r, ruleLabel: r.rule ? RETENTION_RULE_LABELS[r.rule] : null };
}

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
