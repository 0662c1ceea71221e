import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { StoreCategory } from '../../domain/site-content.js';

/** The organisation's details: one row (id 1). */
@ObjectType('SiteSettings', {
  description: 'Phone, e-mail, address, EIN, social links, donation button ids and the last accessibility review.',
})
@Entity({ name: 'site_settings' })
export class SiteSettings {
  @PrimaryColumn({ name: 'settings_id', type: 'integer' })
  id!: number;

  @Field(() => String)
  @Column({ name: 'phone', type: 'varchar', length: 40 })
  phone!: string;

  @Field(() => String)
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  @Field(() => String, { description: 'The mailing address.' })
  @Column({ name: 'address', type: 'varchar', length: 200 })
  address!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'address_es', type: 'varchar', length: 200, nullable: true })
  addressEs!: string | null;

  @Field(() => String, { description: 'Employer Identification Number, e.g. 12-3456789; empty when not shown.' })
  @Column({ name: 'ein', type: 'varchar', length: 20 })
  ein!: string;

  @Field(() => String)
  @Column({ name: 'facebook_url', type: 'varchar', length: 500 })
  facebookUrl!: string;

  @Field(() => String)
  @Column({ name: 'instagram_url', type: 'varchar', length: 500 })
  instagramUrl!: string;

  @Field(() => String)
  @Column({ name: 'linkedin_url', type: 'varchar', length: 500 })
  linkedinUrl!: string;

  @Field(() => String)
  @Column({ name: 'x_url', type: 'varchar', length: 500 })
  xUrl!: string;

  @Field(() => String, { description: "The donation provider's hosted button id of the $1 fundraiser." })
  @Column({ name: 'donate_dollar_button_id', type: 'varchar', length: 64 })
  donateDollarButtonId!: string;

  @Field(() => String, { description: 'The hosted button id of one-time gifts.' })
  @Column({ name: 'donate_one_time_button_id', type: 'varchar', length: 64 })
  donateOneTimeButtonId!: string;

  @Field(() => String, { description: 'The hosted button id of monthly gifts.' })
  @Column({ name: 'donate_monthly_button_id', type: 'varchar', length: 64 })
  donateMonthlyButtonId!: string;

  @Field(() => String, { description: 'The day the accessibility statement was last reviewed, YYYY-MM-DD; shown on it.' })
  @Column({ name: 'accessibility_reviewed_on', type: 'varchar', length: 10 })
  accessibilityReviewedOn!: string;
}

@ObjectType('TeamMember', { description: 'A person on the Our Team page.' })
@Entity({ name: 'team_members' })
export class TeamMember {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'member_id', type: 'integer' })
  id!: number;

  @Field(() => String)
  @Column({ name: 'name', type: 'varchar', length: 200 })
  name!: string;

  @Field(() => String)
  @Column({ name: 'role', type: 'varchar', length: 200 })
  role!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'role_es', type: 'varchar', length: 200, nullable: true })
  roleEs!: string | null;

  @Field(() => String)
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  @Field(() => String, { description: 'One line shown on the team card.' })
  @Column({ name: 'summary', type: 'varchar', length: 300 })
  summary!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'summary_es', type: 'varchar', length: 300, nullable: true })
  summaryEs!: string | null;

  @Field(() => String, { description: 'Plain text; a blank line separates paragraphs.' })
  @Column({ name: 'blurb', type: 'text' })
  blurb!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'blurb_es', type: 'text', nullable: true })
  blurbEs!: string | null;

  @Field(() => String, { nullable: true, description: 'Public path of the photo; null shows a placeholder.' })
  @Column({ name: 'photo', type: 'varchar', length: 200, nullable: true })
  photo!: string | null;

  @Field(() => Int, { description: 'Order on the page, from 0.' })
  @Column({ name: 'position', type: 'integer' })
  position!: number;

  @Field(() => Boolean)
  @Column({ name: 'visible', type: 'boolean' })
  visible!: boolean;
}

@ObjectType('NewsStory', { description: 'A story on the News & Stories page, linking to its source.' })
@Entity({ name: 'news_stories' })
export class NewsStory {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'story_id', type: 'integer' })
  id!: number;

  @Field(() => String)
  @Column({ name: 'title', type: 'varchar', length: 200 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'title_es', type: 'varchar', length: 200, nullable: true })
  titleEs!: string | null;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  @Column({ name: 'story_date', type: 'varchar', length: 10 })
  date!: string;

  @Field(() => String)
  @Column({ name: 'summary', type: 'text' })
  summary!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'summary_es', type: 'text', nullable: true })
  summaryEs!: string | null;

  @Field(() => String, { description: 'Who published it, e.g. "Federal Reserve".' })
  @Column({ name: 'source', type: 'varchar', length: 100 })
  source!: string;

  @Field(() => String, { description: 'The external http(s) link.' })
  @Column({ name: 'link', type: 'varchar', length: 500 })
  link!: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'image', type: 'varchar', length: 200, nullable: true })
  image!: string | null;

  @Field(() => Int)
  @Column({ name: 'position', type: 'integer' })
  position!: number;

  @Field(() => Boolean)
  @Column({ name: 'visible', type: 'boolean' })
  visible!: boolean;
}

@ObjectType('StoreProduct', { description: 'A product in the ODF Store, linking to the shop.' })
@Entity({ name: 'store_products' })
export class StoreProduct {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'product_id', type: 'integer' })
  id!: number;

  @Field(() => String, { description: 'Mugs, Clothing, Bags or Miscellaneous.' })
  @Column({ name: 'category', type: 'varchar', length: 20 })
  category!: StoreCategory;

  @Field(() => String)
  @Column({ name: 'title', type: 'varchar', length: 200 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'In Spanish, for the /es pages; null shows the English there.' })
  @Column({ name: 'title_es', type: 'varchar', length: 200, nullable: true })
  titleEs!: string | null;

  @Field(() => String)
  @Column({ name: 'price', type: 'varchar', length: 20 })
  price!: string;

  @Field(() => String)
  @Column({ name: 'link', type: 'varchar', length: 500 })
  link!: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'image', type: 'varchar', length: 200, nullable: true })
  image!: string | null;

  @Field(() => Int)
  @Column({ name: 'position', type: 'integer' })
  position!: number;

  @Field(() => Boolean)
  @Column({ name: 'visible', type: 'boolean' })
  visible!: boolean;
}

/** An uploaded picture, re-encoded; served at /api/content/images/:id. Never changes once stored. */
@Entity({ name: 'content_images' })
export class ContentImage {
  @PrimaryGeneratedColumn({ name: 'image_id', type: 'integer' })
  id!: number;

  @Column({ name: 'media_type', type: 'varchar', length: 32 })
  mediaType!: string;

  /** blob on SQLite, longblob on MySQL (set by the migration). */
  @Column({ name: 'bytes', type: 'blob' })
  bytes!: Buffer;

  @Column({ name: 'width', type: 'integer' })
  width!: number;

  @Column({ name: 'height', type: 'integer' })
  height!: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}

/**
 * One row (id 1) whose number goes up with every content edit, in the same transaction. Each
 * instance compares it with the version its rendered pages were made from.
 */
@Entity({ name: 'content_version' })
export class ContentVersion {
  @PrimaryColumn({ name: 'version_id', type: 'integer' })
  id!: number;

  @Column({ name: 'version', type: 'integer' })
  version!: number;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}

/** Every content edit with the values before and after it (JSON), for the audit trail. */
@Entity({ name: 'content_changes' })
@Index('idx_content_changes_at', ['at'])
export class ContentChange {
  @PrimaryGeneratedColumn({ name: 'change_id', type: 'integer' })
  id!: number;

  @Column({ name: 'at', type: 'datetime' })
  at!: Date;

  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId!: number | null;

  /** create, update or delete. */
  @Column({ name: 'action', type: 'varchar', length: 16 })
  action!: string;

  /** settings, team-member, news-story or store-product. */
  @Column({ name: 'item_type', type: 'varchar', length: 32 })
  itemType!: string;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ name: 'before_json', type: 'text', nullable: true })
  beforeJson!: string | null;

  @Column({ name: 'after_json', type: 'text', nullable: true })
  afterJson!: string | null;
}

/** Every entity of the site content, for db/entities.ts. */
export const contentEntities = [SiteSettings, TeamMember, NewsStory, StoreProduct, ContentImage, ContentVersion, ContentChange];
