import type { EntityManager, EntityTarget } from 'typeorm';
import type { z } from 'zod';
import { newsStorySchema, storeProductSchema, teamMemberSchema } from '../../domain/site-content.js';
import { NewsStory, StoreProduct, TeamMember } from './content.entity.js';

/** What the team, news and store lists have in common: an order and a visible switch. */
export interface ListItem {
  id: number;
  position: number;
  visible: boolean;
}

export interface ListSpec<E extends ListItem> {
  entity: EntityTarget<E> & (new () => E);
  /** Names the list in the audit trail. */
  itemType: 'team-member' | 'news-story' | 'store-product';
  /** The Upload field of its picture. */
  imageField: 'photo' | 'image';
  schema: z.ZodObject;
  /** Values of a new item for the optional fields. */
  defaults: () => Partial<E>;
  notFound: string;
  /** Where a new item goes when no position is given: news is newest first. */
  newAt: 'first' | 'last';
}

export const teamList: ListSpec<TeamMember> = {
  entity: TeamMember,
  itemType: 'team-member',
  imageField: 'photo',
  schema: teamMemberSchema,
  defaults: () => ({ email: '', summary: '', blurb: '', photo: null, visible: true }),
  notFound: 'That team member no longer exists.',
  newAt: 'last',
};

export const newsList: ListSpec<NewsStory> = {
  entity: NewsStory,
  itemType: 'news-story',
  imageField: 'image',
  schema: newsStorySchema,
  defaults: () => ({ date: new Date().toISOString().slice(0, 10), summary: '', source: '', image: null, visible: true }),
  notFound: 'That news story no longer exists.',
  newAt: 'first',
};

export const storeList: ListSpec<StoreProduct> = {
  entity: StoreProduct,
  itemType: 'store-product',
  imageField: 'image',
  schema: storeProductSchema,
  defaults: () => ({ price: '', image: null, visible: true }),
  notFound: 'That product no longer exists.',
  newAt: 'last',
};

/** Items in page order. */
export function ordered<E extends ListItem>(manager: EntityManager, spec: ListSpec<E>): Promise<E[]> {
  return manager.getRepository(spec.entity).find({ order: { position: 'ASC', id: 'ASC' } as never });
}

/**
 * Puts `id` at index `position` (clamped to the list) and numbers the list 0, 1, 2… again, so
 * positions stay dense whatever staff type. Without an id, only renumbers (after a delete).
 */
export async function reorder<E extends ListItem>(
  manager: EntityManager,
  spec: ListSpec<E>,
  move?: { id: number; position: number },
): Promise<void> {
  const items = await ordered(manager, spec);
  if (move) {
    const from = items.findIndex((i) => i.id === move.id);
    if (from >= 0) {
      const [item] = items.splice(from, 1);
      items.splice(Math.min(move.position, items.length), 0, item!);
    }
  }
  for (const [index, item] of items.entries()) {
    if (item.position !== index) await manager.update(spec.entity, { id: item.id } as never, { position: index } as never);
  }
}
