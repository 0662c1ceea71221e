import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { MATCH_FIELD_LABELS, type MatchField as MatchFieldValue } from '../../domain/related-applications.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

export const MatchField = {
  SSN: 'SSN',
  EMAIL: 'EMAIL',
  PHONE: 'PHONE',
  ADDRESS: 'ADDRESS',
  LOAN_ACCOUNT: 'LOAN_ACCOUNT',
} as const;
registerEnumType(MatchField, {
  name: 'MatchField',
  description: 'What two applications share, compared by keyed hash of the normalised value (never the value itself).',
  valuesConfig: Object.fromEntries(
    Object.entries(MATCH_FIELD_LABELS).map(([field, label]) => [field, { description: label }]),
  ) as Record<MatchFieldValue, { description: string }>,
});

@ObjectType('RelatedApplication', {
  description:
    'Another application, of any program or in the archive, sharing something with this one. Information only: it refuses, hides or scores nothing.',
})
export class RelatedApplication {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Its reference number, e.g. PA-7K3M-9QX2.' })
  reference!: string;

  @Field(() => [MatchField], {
    description: 'Everything it shares with this one, in the order SSN, EMAIL, PHONE, ADDRESS, LOAN_ACCOUNT.',
  })
  matchedOn!: MatchFieldValue[];
}
