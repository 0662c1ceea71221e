import { Field, ObjectType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

@ObjectType('ApplicationReceipt', { description: 'What a submission returns. The applicant is e-mailed the same reference.' })
export class ApplicationReceipt {
  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => String)
  reference!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { description: "The spec's success message." })
  message!: string;

  @Field(() => String, {
    description: 'What happens next and by when (from the program cycle), as the thank-you message and the e-mail say it.',
  })
  nextStep!: string;

  @Field(() => String, { description: 'Where the applicant follows the application: /application-status.' })
  statusPage!: string;
}
