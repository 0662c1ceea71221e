import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { CONFLICT_CATEGORIES, type ConflictCategory as CategoryValue } from '../../domain/conflicts.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

export const ConflictCategory = Object.fromEntries(CONFLICT_CATEGORIES.map((v) => [v, v])) as {
  [K in CategoryValue]: K;
};
registerEnumType(ConflictCategory, {
  name: 'ConflictCategory',
  description: 'What ties the staff member to the applicant: family, a friend or neighbour, money, a school or employer, other.',
});

@ObjectType({ description: "A program cycle's conflict-of-interest policy (its newest version) as the viewer sees it." })
export class ConflictPolicyView {
  @Field(() => ID)
  cycleId!: number;

  @Field(() => Int, { description: '1, 2, …: a new version asks everyone again.' })
  version!: number;

  @Field()
  text!: string;

  @Field(() => Date)
  writtenAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the viewer accepted this version; null: not yet.' })
  acceptedAt!: Date | null;
}

@ObjectType({ description: 'A declared conflict of interest on one application (issue 39).' })
export class ConflictDeclarationView {
  @Field(() => ID)
  id!: number;

  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'Null once the application was deleted.' })
  reference!: string | null;

  @Field(() => ID)
  declarerId!: number;

  @Field()
  declarerName!: string;

  @Field(() => ConflictCategory)
  category!: CategoryValue;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date)
  declaredAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Null while the declaration stands.' })
  withdrawnAt!: Date | null;

  @Field(() => String, { nullable: true })
  withdrawnByName!: string | null;

  @Field(() => String, { nullable: true })
  withdrawalReason!: string | null;

  @Field({ description: 'True when the viewer made this declaration: only another admin may withdraw it.' })
  declaredByViewer!: boolean;
}

@ObjectType({ description: "One staff member's acceptance of a version of the cycle's policy." })
export class ConflictAcceptanceView {
  @Field(() => ID)
  userId!: number;

  @Field()
  name!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => Date)
  acceptedAt!: Date;
}

@ObjectType({ description: "The board's record of one cycle: every declaration and every acceptance of its policy." })
export class ConflictRecordView {
  @Field(() => ID)
  cycleId!: number;

  @Field(() => Int, { nullable: true, description: "The policy's current version; null: none written." })
  policyVersion!: number | null;

  @Field(() => [ConflictDeclarationView], { description: 'Oldest first, withdrawn ones included.' })
  declarations!: ConflictDeclarationView[];

  @Field(() => [ConflictAcceptanceView], { description: 'Oldest first, every version.' })
  acceptances!: ConflictAcceptanceView[];
}

@ObjectType({ description: 'Conflicts of interest in a cycle, in figures.' })
export class ConflictCountsView {
  @Field(() => Int, { description: 'Every declaration, withdrawn ones included.' })
  declarations!: number;

  @Field(() => Int, { description: 'Declarations still standing.' })
  active!: number;

  @Field(() => Int, { description: 'Acceptances of the policy, every version.' })
  acceptances!: number;

  @Field(() => Int, { nullable: true })
  policyVersion!: number | null;
}

@ObjectType({
  description:
    "What the detail page shows before anything of an application is read: whom it is from, whether the viewer is recused, and the cycle's policy.",
})
export class ConflictGateView {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => ID)
  id!: number;

  @Field()
  reference!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field({ description: 'True when the viewer declared a conflict on it (not withdrawn): every door refuses them.' })
  recused!: boolean;

  @Field(() => ConflictPolicyView, { nullable: true, description: "The cycle's policy; null when none is written." })
  policy!: ConflictPolicyView | null;
}
