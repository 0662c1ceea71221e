import type { DataSource, EntityManager } from 'typeorm';
import { fieldErrorsFromIssues, notFound, parseId, validationError } from '../../domain/errors.js';
import { cyclePhase, publicCycle, type ProgramCycleValues } from '../../domain/program-cycles.js';
import { siteSettingsUpdateSchema, withTranslations, type SiteData, type SiteSettingsData } from '../../domain/site-content.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import {
  ContentChange,
  ContentImage,
  ContentVersion,
  NewsStory,
  SiteSettings,
  StoreProduct,
  TeamMember,
} from './content.entity.js';
import { collectImageIds, imageIdOf, imagePath, type EncodedImage } from './content-images.js';
import { newsList, ordered, reorder, storeList, teamList, type ListItem, type ListSpec } from './content-lists.js';
import { seedDemoContent } from './content-seed.js';

export { newsList, storeList, teamList };

const CHECK_FIELDS = 'Please check the highlighted fields.';

export interface SiteContentView {
  settings: SiteSettings;
  team: TeamMember[];
  news: NewsStory[];
  storeProducts: StoreProduct[];
}

/** Where the pages' program cycles come from (services.programCycles), with the time to judge them at. */
export interface CycleSource {
  currentCycles(): Promise<ProgramCycleValues[]>;
  now(): Date;
}

/** An item's input as the resolvers pass it: null and undefined both mean "keep the value". */
export type ItemInput = Record<string, unknown> & { id?: string | null };

const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

function settingsData(row: SiteSettings): SiteSettingsData {
  const { id: _id, ...data } = row;
  return data;
}

/**
 * The content staff edit and the snapshot the public pages render. Every edit runs in one
 * transaction that also raises the content version and writes the change with its before and
 * after values, so every instance notices the edit at its next version check.
 */
export class ContentService {
  private seeding?: Promise<void>;
  private check?: { at: number; version: Promise<number> };
  private snapshot?: { version: number; phases: string; data: Promise<SiteData> };
  private cyclesRead?: { version: number; cycles: Promise<ProgramCycleValues[]> };
  private readonly publishedImages = new WeakMap<SiteData, Set<number>>();

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    /** How long a version read is trusted before the database is asked again. */
    private readonly recheckMs = 2000,
    /** The program cycles the pages show; a saved cycle raises the content version. */
    private cycles?: CycleSource,
  ) {}

  /** The program cycles the pages show, handed in by the program-cycles feature once it is built. */
  showCycles(cycles: CycleSource): void {
    this.cycles = cycles;
  }

  /** After a change saved elsewhere (a program cycle): read the version again at the next request. */
  versionChanged(): void {
    this.check = undefined;
  }

  /** Writes the demo content on the first start of a fresh database (once per process). */
  ensureSeeded(): Promise<void> {
    this.seeding ??= seedDemoContent(this.db).catch((error: unknown) => {
      this.seeding = undefined;
      throw error;
    });
    return this.seeding;
  }

  /** The current content version, read from the database at most every `recheckMs`. */
  async version(): Promise<number> {
    await this.ensureSeeded();
    const now = Date.now();
    if (!this.check || now - this.check.at >= this.recheckMs) {
      const version = this.db
        .getRepository(ContentVersion)
        .findOneBy({ id: 1 })
        .then((row) => row?.version ?? 0);
      this.check = { at: now, version };
      version.catch(() => (this.check = undefined));
    }
    return this.check.version;
  }

  /**
   * What the public pages render: settings, visible items and program cycles. Rebuilt when the
   * version moves, and when a cycle opens or closes with time (no save needed): the phases of the
   * cycles at this request are part of the snapshot's identity.
   */
  async siteData(): Promise<SiteData> {
    const version = await this.version();
    const cycles = await this.cyclesAt(version);
    const now = this.cycles?.now() ?? new Date();
    const phases = cycles.map((c) => `${c.kind}:${cyclePhase(c, now)}`).join('|');
    if (this.snapshot?.version !== version || this.snapshot.phases !== phases) {
      const data = this.buildSnapshot(version, cycles, now);
      this.snapshot = { version, phases, data };
      data.catch(() => (this.snapshot = undefined));
    }
    return this.snapshot.data;
  }

  /** The cycles as of a content version (a saved cycle raises it). */
  private cyclesAt(version: number): Promise<ProgramCycleValues[]> {
    if (!this.cycles) return Promise.resolve([]);
    if (this.cyclesRead?.version !== version) {
      const cycles = this.cycles.currentCycles();
      this.cyclesRead = { version, cycles };
      cycles.catch(() => (this.cyclesRead = undefined));
    }
    return this.cyclesRead.cycles;
  }

  private async buildSnapshot(version: number, cycles: ProgramCycleValues[], now: Date): Promise<SiteData> {
    const view = await this.view(false);
    return {
      version,
      // The Spanish versions travel under `es` (issue 26).
      settings: withTranslations(settingsData(view.settings), 'settings') as SiteData['settings'],
      team: view.team.map((m) => withTranslations(m, 'team')),
      news: view.news.map((n) => withTranslations(n, 'news')),
      storeProducts: view.storeProducts.map((p) => withTranslations(p, 'store')),
      cycles: cycles.map((c) => publicCycle(c, now)),
    };
  }

  /** Settings and lists in page order; hidden items only when `includeHidden` (staff). */
  async view(includeHidden: boolean): Promise<SiteContentView> {
    await this.ensureSeeded();
    const m = this.db.manager;
    const keep = <E extends ListItem>(items: E[]) => (includeHidden ? items : items.filter((i) => i.visible));
    const [settings, team, news, storeProducts] = await Promise.all([
      m.getRepository(SiteSettings).findOneByOrFail({ id: 1 }),
      ordered(m, teamList),
      ordered(m, newsList),
      ordered(m, storeList),
    ]);
    return { settings, team: keep(team), news: keep(news), storeProducts: keep(storeProducts) };
  }

  /** Any subset of the settings; a field left out keeps its value. */
  async updateSettings(actor: AuditActor, input: Record<string, unknown>): Promise<SiteContentView> {
    await this.ensureSeeded();
    const parsed = siteSettingsUpdateSchema.safeParse(present(input));
    if (!parsed.success) throw validationError(CHECK_FIELDS, fieldErrorsFromIssues(parsed.error.issues));
    await this.edit(actor, async (manager) => {
      const row = await manager.getRepository(SiteSettings).findOneByOrFail({ id: 1 });
      const before = settingsData(row);
      Object.assign(row, parsed.data);
      await manager.save(row);
      return { action: 'update', itemType: 'settings', itemId: 1, before, after: settingsData(row) };
    });
    return this.view(true);
  }

  /** Creates the item (no id) or updates it (id); a field left out of an update keeps its value. */
  async saveItem<E extends ListItem>(
    actor: AuditActor,
    spec: ListSpec<E>,
    input: ItemInput,
    image?: { upload?: EncodedImage; remove?: boolean },
  ): Promise<E> {
    await this.ensureSeeded();
    const { id: rawId, ...fields } = input;
    const id = rawId === undefined || rawId === null ? null : parseId(rawId);
    if (rawId !== undefined && rawId !== null && id === null) throw notFound(spec.notFound);
    const schema = id === null ? spec.schema : spec.schema.partial();
    const parsed = schema.safeParse(present(fields));
    if (!parsed.success) throw validationError(CHECK_FIELDS, fieldErrorsFromIssues(parsed.error.issues));
    const values = parsed.data as Partial<E>;
    let oldImage: number | null = null;
    const saved = await this.edit(actor, async (manager) => {
      const repository = manager.getRepository(spec.entity);
      const existing = id === null ? null : await repository.findOneBy({ id } as never);
      if (id !== null && !existing) throw notFound(spec.notFound);
      const before = existing ? { ...existing } : null;
      const item = existing ?? Object.assign(new spec.entity(), spec.defaults(), { position: 1_000_000 });
      const { position, ...rest } = values;
      Object.assign(item, rest);
      const current = item as unknown as Record<string, string | null>;
      if (image?.upload || image?.remove) oldImage = imageIdOf(current[spec.imageField] ?? null);
      if (image?.upload) {
        const stored = await manager.save(Object.assign(new ContentImage(), { ...image.upload, createdAt: new Date() }));
        current[spec.imageField] = imagePath(stored.id);
      } else if (image?.remove) current[spec.imageField] = null;
      const result = await repository.save(item as never as E);
      if (position !== undefined || !existing) {
        const placed = position ?? (spec.newAt === 'first' ? 0 : 1_000_000);
        await reorder(manager, spec, { id: result.id, position: placed });
      }
      const after = await repository.findOneByOrFail({ id: result.id } as never);
      return { action: existing ? 'update' : 'create', itemType: spec.itemType, itemId: after.id, before, after, result: after };
    });
    if (oldImage !== null) await this.db.getRepository(ContentImage).delete({ id: oldImage });
    return saved as E;
  }

  async deleteItem<E extends ListItem>(actor: AuditActor, spec: ListSpec<E>, rawId: string): Promise<boolean> {
    await this.ensureSeeded();
    const id = parseId(rawId);
    if (id === null) throw notFound(spec.notFound);
    let oldImage: number | null = null;
    await this.edit(actor, async (manager) => {
      const existing = await manager.getRepository(spec.entity).findOneBy({ id } as never);
      if (!existing) throw notFound(spec.notFound);
      oldImage = imageIdOf((existing as unknown as Record<string, string | null>)[spec.imageField] ?? null);
      await manager.delete(spec.entity, { id } as never);
      await reorder(manager, spec);
      return { action: 'delete', itemType: spec.itemType, itemId: id, before: { ...existing }, after: null };
    });
    if (oldImage !== null) await this.db.getRepository(ContentImage).delete({ id: oldImage });
    return true;
  }

  /**
   * A stored image for GET /api/content/images/:id: only while a published item (or the settings)
   * shows it, since the ids are sequential; staff (`includeUnpublished`) see every stored image.
   */
  async image(rawId: string, { includeUnpublished = false } = {}): Promise<ContentImage | null> {
    const id = parseId(rawId);
    if (id === null) return null;
    if (!includeUnpublished && !(await this.publishedImageIds()).has(id)) return null;
    return this.db.getRepository(ContentImage).findOneBy({ id });
  }

  /** The images the public pages show, read once per snapshot of the site data. */
  private async publishedImageIds(): Promise<Set<number>> {
    const data = await this.siteData();
    let ids = this.publishedImages.get(data);
    if (!ids) {
      ids = new Set();
      collectImageIds(data, ids);
      this.publishedImages.set(data, ids);
    }
    return ids;
  }

  /** The last content changes, newest first (tests and audits). */
  changes(limit = 50): Promise<ContentChange[]> {
    return this.db.getRepository(ContentChange).find({ order: { id: 'DESC' }, take: limit });
  }

  private async edit<
    T extends { action: string; itemType: string; itemId: number; before: object | null; after: object | null; result?: unknown },
  >(actor: AuditActor, change: (manager: EntityManager) => Promise<T>): Promise<T['result']> {
    const done = await this.db.transaction(async (manager) => {
      const edit = await change(manager);
      await manager
        .createQueryBuilder()
        .update(ContentVersion)
        .set({ version: () => 'version + 1', updatedAt: new Date() })
        .where('version_id = :id', { id: 1 })
        .execute();
      await manager.insert(ContentChange, {
        at: new Date(),
        actorUserId: actor.userId,
        action: edit.action,
        itemType: edit.itemType,
        itemId: edit.itemId,
        beforeJson: edit.before ? JSON.stringify(edit.before) : null,
        afterJson: edit.after ? JSON.stringify(edit.after) : null,
      });
      await this.audit.record(
        actor,
        { action: `content.${edit.itemType}.${edit.action}`, targetType: edit.itemType, targetId: edit.itemId },
        manager,
      );
      return edit;
    });
    // This instance shows its own edit at once; others within recheckMs.
    this.check = undefined;
    return done.result;
  }
}
