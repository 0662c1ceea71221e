import type { DataSource } from 'typeorm';
import { demoNews, demoSettings, demoStoreProducts, demoTeam } from '../../domain/site-content-seed.js';
import { ContentVersion, NewsStory, SiteSettings, StoreProduct, TeamMember } from './content.entity.js';

const listed = <T extends object>(items: T[]) => items.map((item, position) => ({ ...item, position, visible: true }));

/**
 * Writes the demo content once, on the first start of a fresh database: the version row is
 * inserted first, so when two instances start together the second one's insert fails on its
 * primary key and its whole transaction (with its copy of the content) rolls back.
 */
export async function seedDemoContent(db: DataSource): Promise<void> {
  if (await db.getRepository(ContentVersion).existsBy({ id: 1 })) return;
  try {
    await db.transaction(async (manager) => {
      await manager.insert(ContentVersion, { id: 1, version: 1, updatedAt: new Date() });
      await manager.insert(SiteSettings, { id: 1, ...demoSettings });
      await manager.insert(TeamMember, listed(demoTeam));
      await manager.insert(NewsStory, listed(demoNews));
      await manager.insert(StoreProduct, listed(demoStoreProducts));
    });
  } catch (error) {
    if (!(await db.getRepository(ContentVersion).existsBy({ id: 1 }))) throw error;
  }
}
