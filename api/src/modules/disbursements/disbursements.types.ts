import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import {
  DISBURSEMENT_ORIGINS,
  DISBURSEMENT_STATES,
  PAYEE_TYPES,
  PAYMENT_METHODS,
  type DisbursementOrigin as OriginValue,
  type DisbursementState as StateValue,
  type PayeeType as PayeeTypeValue,
  type PaymentMethod as MethodValue,
} from '../../domain/disbursements.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const DisbursementState = enumOf(DISBURSEMENT_STATES);
registerEnumType(DisbursementState, {
  name: 'DisbursementState',
  description:
    'A payment of an award: PREPARED → APPROVED (a second admin) → SENT → CLEARED or FAILED; VOIDED from PREPARED, APPROVED or SENT. FAILED and VOIDED give the amount back to the award.',
});
export const PayeeType = enumOf(PAYEE_TYPES);
registerEnumType(PayeeType, { name: 'PayeeType', description: 'Who is paid: the loan servicer, the school or the applicant.' });
export const PaymentMethod = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'How a payment is made.' });
export const DisbursementOrigin = enumOf(DISBURSEMENT_ORIGINS);
registerEnumType(DisbursementOrigin, {
  name: 'DisbursementOrigin',
  description:
    'LEDGER: prepared and released in the ledger. PAID_MOVE: recorded by the old move to PAID with a paymentReference. BEFORE_LEDGER: an award paid before the ledger existed.',
});

@ObjectType('DisbursementPerson', { description: 'A staff member who took a step of a payment.' })
export class DisbursementPerson {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType('DisbursementProof', { description: 'The document a payment rests on: one of the application’s documents.' })
export class DisbursementProof {
  @Field(() => ID) fileId!: string;
  @Field(() => String) label!: string;
  @Field(() => String) originalName!: string;
  @Field(() => String, { nullable: true, description: 'The date on the proof, YYYY-MM-DD.' }) datedOn!: string | null;
}

@ObjectType('Disbursement', {
  description: 'One payment of an approved award (issue 40). The account number is never shown: its last four only.',
})
export class Disbursement {
  @Field(() => ID) id!: number;
  @Field(() => ApplicationKind) kind!: Kind;
  @Field(() => ID, { description: "The application's id within its kind." }) applicationId!: number;
  @Field(() => String, { description: "The application's reference." }) reference!: string;
  @Field(() => String) applicantName!: string;
  @Field(() => DisbursementState) state!: StateValue;
  @Field(() => DisbursementOrigin) origin!: OriginValue;
  @Field(() => PayeeType, {
    nullable: true,
    description: 'Null for a payment recorded by the old move to PAID or before the ledger.',
  })
  payeeType!: PayeeTypeValue | null;
  @Field(() => String) payeeName!: string;
  @Field(() => String, { nullable: true, description: 'The last four characters of the account or loan number.' })
  accountLast4!: string | null;
  @Field(() => Int) amountCents!: number;
  @Field(() => PaymentMethod, { nullable: true }) method!: MethodValue | null;
  @Field(() => DisbursementProof, { nullable: true }) proof!: DisbursementProof | null;
  @Field(() => DisbursementPerson, { nullable: true }) preparedBy!: DisbursementPerson | null;
  @Field(() => Date) preparedAt!: Date;
  @Field(() => DisbursementPerson, { nullable: true, description: 'The second admin who released it.' })
  approvedBy!: DisbursementPerson | null;
  @Field(() => Date, { nullable: true }) approvedAt!: Date | null;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The check number or the transfer reference.' }) sentReference!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The day it cleared, YYYY-MM-DD.' }) clearedOn!: string | null;
  @Field(() => Date, { nullable: true }) failedAt!: Date | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => Date, { nullable: true }) voidedAt!: Date | null;
  @Field(() => String, { nullable: true }) voidReason!: string | null;
  @Field(() => Date, { description: 'When its state last changed.' }) stateChangedAt!: Date;
  @Field(() => Int, { description: 'What remains of the award to prepare, not counting this payment (the approval checklist).' })
  remainderWithoutItCents!: number;
}

@ObjectType('DisbursementChange', { description: 'A step of a payment, and what the console says about it.' })
export class DisbursementChange {
  @Field(() => Disbursement) disbursement!: Disbursement;
  @Field(() => String, { description: 'e.g. "Cleared $1,000 to Nelnet. Maya Rivera\'s award is now fully paid."' })
  message!: string;
  @Field(() => Int, { description: 'What remains of the award to prepare, after the step.' }) remainderCents!: number;
  @Field(() => Boolean, { description: 'True when this step made the application PAID.' }) fullyPaid!: boolean;
}
