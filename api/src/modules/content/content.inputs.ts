import type { FileUpload } from 'graphql-upload-minimal';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { Field, ID, InputType, Int } from 'type-graphql';

/** The Spanish versions (issue 26): empty clears one, and the /es pages show the English again. */
const SPANISH = 'In Spanish, for the /es pages; an empty text removes it (the English shows there).';

/** Any subset of the settings: a field left out keeps its value. */
@InputType('SiteSettingsInput')
export class SiteSettingsInput {
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) addressEs?: string | null;
  @Field(() => String, { nullable: true }) ein?: string | null;
  @Field(() => String, { nullable: true }) facebookUrl?: string | null;
  @Field(() => String, { nullable: true }) instagramUrl?: string | null;
  @Field(() => String, { nullable: true }) linkedinUrl?: string | null;
  @Field(() => String, { nullable: true }) xUrl?: string | null;
  @Field(() => String, { nullable: true }) donateDollarButtonId?: string | null;
  @Field(() => String, { nullable: true }) donateOneTimeButtonId?: string | null;
  @Field(() => String, { nullable: true }) donateMonthlyButtonId?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not in the future.' }) accessibilityReviewedOn?: string | null;
}

const ORDER = 'Move the item to this place in the list (0 is first).';
const IMAGE = 'PNG, JPEG or WebP, at most 5 MB; re-encoded to fit 1200 × 1200 pixels.';

@InputType('TeamMemberInput', { description: 'With an id, updates that member; without, adds one (name and role required).' })
export class TeamMemberInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) roleEs?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) summary?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) summaryEs?: string | null;
  @Field(() => String, { nullable: true }) blurb?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) blurbEs?: string | null;
  @Field(() => Int, { nullable: true, description: ORDER }) position?: number | null;
  @Field(() => Boolean, { nullable: true }) visible?: boolean | null;
  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE }) photo?: Promise<FileUpload> | null;
  @Field(() => Boolean, { nullable: true, description: 'Remove the photo (shows the placeholder).' }) removePhoto?:
    boolean | null;
}

@InputType('NewsStoryInput', { description: 'With an id, updates that story; without, adds one (title and link required).' })
export class NewsStoryInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) titleEs?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today when left out of a new story.' }) date?: string | null;
  @Field(() => String, { nullable: true }) summary?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) summaryEs?: string | null;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'An http(s) link to the story.' }) link?: string | null;
  @Field(() => Int, { nullable: true, description: ORDER }) position?: number | null;
  @Field(() => Boolean, { nullable: true }) visible?: boolean | null;
  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE }) image?: Promise<FileUpload> | null;
  @Field(() => Boolean, { nullable: true }) removeImage?: boolean | null;
}

@InputType('StoreProductInput', {
  description: 'With an id, updates that product; without, adds one (category, title and link required).',
})
export class StoreProductInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true, description: 'Mugs, Clothing, Bags or Miscellaneous.' }) category?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: SPANISH }) titleEs?: string | null;
  @Field(() => String, { nullable: true }) price?: string | null;
  @Field(() => String, { nullable: true, description: 'An http(s) link to the product in the shop.' }) link?: string | null;
  @Field(() => Int, { nullable: true, description: ORDER }) position?: number | null;
  @Field(() => Boolean, { nullable: true }) visible?: boolean | null;
  @Field(() => GraphQLUpload, { nullable: true, description: IMAGE }) image?: Promise<FileUpload> | null;
  @Field(() => Boolean, { nullable: true }) removeImage?: boolean | null;
}
