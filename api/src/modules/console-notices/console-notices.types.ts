import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ConsoleNotice', {
  description: 'A notice to admins on every console page, in plain words, until they dismiss it (issue 42).',
})
export class ConsoleNoticeView {
  @Field({
    description: 'Which notice: scanning-off (uploads are not scanned) or scans-waiting (documents wait for their scan).',
  })
  key!: string;

  @Field(() => Int, { description: 'How strong it is now (documents waiting); a dismissal holds until the level rises.' })
  level!: number;

  @Field({ description: 'The sentence for staff.' })
  text!: string;

  @Field({ description: 'The technical detail, for whoever runs the server.' })
  detail!: string;
}
