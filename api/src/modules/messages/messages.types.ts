import { Field, Int, ObjectType } from 'type-graphql';
import { VisitorMessage } from './visitor-message.entity.js';

@ObjectType('VisitorMessagePage', { description: 'A page of stored contact messages and volunteer requests.' })
export class VisitorMessagePage {
  @Field(() => [VisitorMessage])
  items!: VisitorMessage[];

  @Field(() => Int, { description: 'How many messages match, over all pages.' })
  total!: number;
}
