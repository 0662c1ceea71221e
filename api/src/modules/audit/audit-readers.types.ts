import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ReadGroup } from './audit-readers.js';

@ObjectType('ApplicationReadAction', { description: 'One kind of read in a group, and how many times.' })
class ApplicationReadActionView {
  @Field({ description: "The action as stored, e.g. 'document.preview'." })
  action!: string;

  @Field({ description: 'The action in words, e.g. "Previewed a document".' })
  label!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType('ApplicationReadGroup', {
  description: 'The reads of one application by one staff member on one day: "Jane Doe · November 28, 2026 · 7 times".',
})
export class ApplicationReadGroupView {
  @Field(() => ID, { nullable: true, description: 'The staff member; null for the system.' })
  actorUserId!: string | null;

  @Field({ description: 'Their name, or "A deleted account (#12)".' })
  actorLabel!: string;

  @Field({ description: "The day on the organisation's clock, YYYY-MM-DD." })
  day!: string;

  @Field({ description: 'The day in words, e.g. "November 28, 2026".' })
  dayLabel!: string;

  @Field(() => Int, { description: 'Their reads of it that day.' })
  count!: number;

  @Field(() => [ApplicationReadActionView], { description: 'What they did that day, most done first.' })
  actions!: ApplicationReadActionView[];
}

@ObjectType('ApplicationReads', { description: '"Who has seen this": every read of one application, by person and day.' })
export class ApplicationReadsView {
  @Field()
  reference!: string;

  @Field(() => Int, { description: "Every read: the groups' counts add up to it." })
  total!: number;

  @Field(() => [ApplicationReadGroupView], { description: 'Newest day first; within a day, the latest reader first.' })
  groups!: ApplicationReadGroupView[];
}

export function applicationReadsView(reference: string, reads: { total: number; groups: ReadGroup[] }): ApplicationReadsView {
  return {
    reference: reference.trim().toUpperCase(),
    total: reads.total,
    groups: reads.groups.map((g) => ({
      actorUserId: g.actorUserId === null ? null : String(g.actorUserId),
      actorLabel: g.actorLabel,
      day: g.day,
      dayLabel: g.dayLabel,
      count: g.count,
      actions: g.actions,
    })),
  };
}
