import { Field, ObjectType } from 'type-graphql';
import { NewsStory, SiteSettings, StoreProduct, TeamMember } from './content.entity.js';

@ObjectType('SiteContent', { description: 'What the public pages show. Hidden items are listed for staff who edit content.' })
export class SiteContent {
  @Field(() => SiteSettings) settings!: SiteSettings;
  @Field(() => [TeamMember]) team!: TeamMember[];
  @Field(() => [NewsStory]) news!: NewsStory[];
  @Field(() => [StoreProduct]) storeProducts!: StoreProduct[];
}
