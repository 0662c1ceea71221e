import { Field, ID, InputType, Int } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import type {
  DisbursementState as StateValue,
  PayeeType as PayeeTypeValue,
  PaymentMethod as MethodValue,
} from '../../domain/disbursements.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { DisbursementState, PayeeType, PaymentMethod } from './disbursements.types.js';

@InputType('PrepareDisbursementInput')
export class PrepareDisbursementInput {
  @Field(() => ApplicationKind) kind!: Kind;
  @Field(() => ID) applicationId!: string;
  @Field(() => PayeeType) payeeType!: PayeeTypeValue;
  @Field(() => String) payeeName!: string;
  @Field(() => String, { description: 'Sealed at rest; only its last four are ever shown.' }) accountNumber!: string;
  @Field(() => Int, { description: 'At most what remains of the award.' }) amountCents!: number;
  @Field(() => PaymentMethod) method!: MethodValue;
  @Field(() => ID, {
    description: "One of the application's documents (or a proof uploaded with POST /api/disbursements/proof/{kind}/{id}).",
  })
  proofFileId!: string;
  @Field(() => String, { description: 'The date on the proof, YYYY-MM-DD, within the last 60 days.' }) proofDatedOn!: string;
}

@InputType('DisbursementFilter')
export class DisbursementFilterInput {
  @Field(() => DisbursementState, { nullable: true }) state?: StateValue | null;
  @Field(() => ApplicationKind, { nullable: true }) kind?: Kind | null;
  @Field(() => ID, { nullable: true }) applicationId?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Only payments SENT more than this many days ago and not cleared (the Payments page: 30).',
  })
  sentMoreThanDays?: number | null;
}
