import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { RETENTION_RULE_LABELS } from '../../domain/retention.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import type { RetentionOfApplication } from './retention.service.js';

@ObjectType('RetentionPolicy', { description: 'How long personal data of finished applications is kept (admin setting).' })
export class RetentionPolicyView {
  @Field(() => Int, { description: 'DECLINED applications: months after the decision. Default 12.' })
  declinedMonths!: number;

  @Field(() => Int, { description: 'PAID applications: months after the payment. Default 24.' })
  paidMonths!: number;

  @Field(() => Int, { description: 'Archived applications without a decision: months after archiving. Default 24.' })
  archivedMonths!: number;

  @Field(() => Date, { nullable: true, description: 'When an admin last saved it; null while the defaults apply.' })
  updatedAt!: Date | null;
}

@ObjectType('RetentionCandidate', { description: 'An application whose personal data is due to be deleted.' })
export class RetentionCandidateView {
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
