import { Field, ID, InputType } from 'type-graphql';

@InputType('AuditLogFilter', {
  description:
    "Filters of the audit log; every one optional. Dates are whole days (YYYY-MM-DD) on the organisation's clock (ORG_TIME_ZONE), both ends included.",
})
export class AuditLogFilterInput {
  @Field(() => ID, { nullable: true, description: "The staff member who acted (a user's id)." })
  actorUserId?: string | null;

  @Field(() => String, { nullable: true, description: "The action as stored, e.g. 'application.view' or 'document.download'." })
  action?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An application's reference, e.g. UG-7K3M-9QX2: every row about that application.",
  })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'The first day, YYYY-MM-DD.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'The last day, YYYY-MM-DD.' })
  to?: string | null;
}

/** The GraphQL filter as the service takes it: the user's id as a number. */
export function auditFilterOf(input: AuditLogFilterInput | null | undefined): Record<string, unknown> {
  const actor = input?.actorUserId ? Number(input.actorUserId) : null;
  return {
    actorUserId: actor === null ? null : Number.isSafeInteger(actor) ? actor : -1,
    action: input?.action || null,
    reference: input?.reference || null,
    from: input?.from || null,
    to: input?.to || null,
  };
}
