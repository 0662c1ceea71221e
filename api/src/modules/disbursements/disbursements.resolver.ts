import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { roleMay } from '../../domain/permissions.js';
import { parseId, validationError } from '../../domain/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import { ApplicationDetail } from '../applications/applications.types.js';
import type { ReviewActor } from '../review/review.service.js';
import { DisbursementFilterInput, PrepareDisbursementInput } from './disbursements.inputs.js';
import { Disbursement, DisbursementChange } from './disbursements.types.js';

const actorOf = ({ req, user }: GraphQLContext): ReviewActor => ({ ...requestActor(req), role: user?.role ?? null });

/** The ledger's doors (issue 40): every step needs a factor from the last 15 minutes (step-up). */
@Resolver()
export class DisbursementsResolver {
  @Authorized('disbursements:read')
  @Query(() => [Disbursement], {
    description:
      'Payments, newest change first, at most 200. Admin and employee. The Payments page asks for PREPARED, SENT with sentMoreThanDays: 30, and FAILED.',
  })
  disbursements(
    @Ctx() { services }: GraphQLContext,
    @Arg('filter', () => DisbursementFilterInput, { nullable: true }) filter: DisbursementFilterInput | null,
  ): Promise<Disbursement[]> {
    const appId = filter?.applicationId ? parseId(filter.applicationId) : null;
    if (filter?.applicationId && appId === null)
      throw validationError('Please correct the filter.', { applicationId: 'Not an application id.' });
    if (filter?.sentMoreThanDays !== null && filter?.sentMoreThanDays !== undefined && filter.sentMoreThanDays < 0)
      throw validationError('Please correct the filter.', { sentMoreThanDays: 'A number of days, 0 or more.' });
    return services.disbursements.list({ ...filter, applicationId: appId });
  }

  @Authorized('disbursements:prepare')
  @Mutation(() => DisbursementChange, {
    description:
      'Prepares a payment of an approved award: payee, account or loan number (sealed; the last four shown), amount (at most what remains), method and proof (one of the application’s documents, dated within 60 days). Admin and employee; step-up; audited.',
  })
  prepareDisbursement(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => PrepareDisbursementInput) input: PrepareDisbursementInput,
  ): Promise<DisbursementChange> {
    const { kind, applicationId: id, ...values } = input;
    return ctx.services.disbursements.prepare(kind, applicationId(id), { ...values }, actorOf(ctx));
  }

  @Authorized('disbursements:release')
  @Mutation(() => DisbursementChange, {
    description:
      'Releases a PREPARED payment. Admin only, not the one who prepared it (SECOND_PERSON_REQUIRED) nor one who declared a conflict on the application (FORBIDDEN); the proof must still be within 60 days. Step-up; audited.',
  })
  approveDisbursement(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<DisbursementChange> {
    return ctx.services.disbursements.approve(id, actorOf(ctx));
  }

  @Authorized('disbursements:release')
  @Mutation(() => DisbursementChange, {
    description: 'Records an APPROVED payment as sent, with the check number or transfer reference. Admin; step-up; audited.',
  })
  markDisbursementSent(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reference', () => String) reference: string,
  ): Promise<DisbursementChange> {
    return ctx.services.disbursements.markSent(id, reference, actorOf(ctx));
  }

  @Authorized('disbursements:release')
  @Mutation(() => DisbursementChange, {
    description:
      'Records a SENT payment as cleared on a date (YYYY-MM-DD, not before it was sent, not in the future). When cleared payments cover the award the application becomes PAID and the applicant is e-mailed. Admin; step-up; audited.',
  })
  markDisbursementCleared(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('clearedOn', () => String) clearedOn: string,
  ): Promise<DisbursementChange> {
    return ctx.services.disbursements.markCleared(id, clearedOn, actorOf(ctx));
  }

  @Authorized('disbursements:release')
  @Mutation(() => DisbursementChange, {
    description: 'Records a SENT payment as failed, with a reason: its amount returns to the award. Admin; step-up; audited.',
  })
  markDisbursementFailed(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<DisbursementChange> {
    return ctx.services.disbursements.markFailed(id, reason, actorOf(ctx));
  }

  @Authorized('disbursements:release')
  @Mutation(() => DisbursementChange, {
    description:
      'Voids a payment not yet cleared (PREPARED, APPROVED or SENT), with a reason: its amount returns to the award. Admin; step-up; audited.',
  })
  voidDisbursement(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<DisbursementChange> {
    return ctx.services.disbursements.void(id, reason, actorOf(ctx));
  }
}

/** The Payments section of the detail page. */
@Resolver(() => ApplicationDetail)
export class DisbursementDetailFieldsResolver {
  @FieldResolver(() => [Disbursement], {
    description: 'The payments of its award, oldest first. Admin and employee; empty for volunteers.',
  })
  async disbursements(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<Disbursement[]> {
    if (!roleMay(ctx.user?.role, 'disbursements:read')) return [];
    return (await ctx.services.disbursements.ofApplication(row.kind, row.id)).payments;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'What remains of an APPROVED award to prepare (the award less every payment not failed or voided); null otherwise and for volunteers.',
  })
  async awardRemainderCents(@Root() row: ApplicationDetail, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    if (!roleMay(ctx.user?.role, 'disbursements:read')) return null;
    return (await ctx.services.disbursements.ofApplication(row.kind, row.id)).remainderCents;
  }
}
