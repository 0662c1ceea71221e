import { Field, InputType, Int } from 'type-graphql';

@InputType('ReportSettingsInput')
export class ReportSettingsInput {
  @Field(() => Int, { description: 'The month the fiscal year begins, 1 (January) to 12.' })
  fiscalYearStartMonth!: number;
}
