import { Field, Int, ObjectType } from 'type-graphql';
import type { LetterStatus, RecommenderRole } from '../../domain/letters.js';

@ObjectType('LetterRequestView', {
  description:
    "A letter of recommendation asked for this application, as staff read it (issue 38): the recommender, the applicant's waiver, where it stands and, once received, the letter among the application's documents.",
  simpleResolvers: true,
})
export class LetterRequestView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  recommenderName!: string;

  @Field(() => String)
  recommenderEmail!: string;

  @Field(() => String, { description: 'counselor, teacher, employer or other.' })
  role!: RecommenderRole;

  @Field(() => Boolean, { description: 'Whether the applicant waived the right to read this letter.' })
  waived!: boolean;

  @Field(() => String, {
    description: 'REQUESTED, RECEIVED, DECLINED, EXPIRED or CANCELLED; a request past its due date reads EXPIRED.',
  })
  status!: LetterStatus;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => Date, { description: 'The link works until then: the cycle’s deadline plus its letters’ days.' })
  dueAt!: Date;

  @Field(() => Date, { nullable: true })
  receivedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  declinedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The recommender's reason for declining, if they gave one." })
  declineReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'The last reminder the applicant or staff sent.' })
  lastRemindedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the next reminder may leave (one per 48 hours); null: now, or never when nothing is awaited.',
  })
  nextReminderAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The letter's document id among the application's documents, once received.",
  })
  fileId!: string | null;

  @Field(() => String, { nullable: true, description: 'Opens the letter in the browser (audited), like any document.' })
  previewUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Downloads the letter (audited), like any document.' })
  downloadUrl!: string | null;
}
