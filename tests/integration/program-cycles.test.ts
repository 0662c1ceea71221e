import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { ContentVersion } from '../../api/src/modules/content/content.entity.js';
import type { Clock } from '../../api/src/config/clock.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const admin = { userId: null, ip: '127.0.0.1' };

describe.each(databases)('program cycles: seed and saves (%s)', (dbKind) => {
  let app: TestApp;
  let now = new Date('2026-11-23T12:00:00Z');
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { clock });
  }, 60_000);
  afterAll(() => app.close());

  it('seeds a fresh install: repayment open and rolling, the scholarship until the next July 31 23:59 New York time', async () => {
    const cycles = await app.services.programCycles.currentCycles();
    expect(cycles.map((c) => [c.kind, c.opensAt, c.closesAt, c.timeZone, c.awardCents, c.budgetCents, c.maxAwards])).toEqual([
      ['undergrad', null, null, 'America/New_York', null, null, null],
      ['parent', null, null, 'America/New_York', null, null, null],
      ['high-school', null, expect.any(Date), 'America/New_York', 100_000, null, null],
    ]);
    // Seeded at the real time of the install: the next July 31 at 23:59 EDT is 03:59 UTC on August 1.
    const closes = cycles[2]!.closesAt!;
    expect(closes.toISOString()).toMatch(/^\d{4}-08-01T03:59:00\.000Z$/);
    expect(closes.getTime()).toBeGreaterThan(Date.now());
    expect(closes.getTime() - Date.now()).toBeLessThanOrEqual(366 * 24 * 3600 * 1000);
    expect(await app.services.programCycles.isOpen('high-school')).toBe(true);
  });

  it('keeps a field left out, clears one given as null, raises the content version and audits the save', async () => {
    const versions = app.services.infra.db.getRepository(ContentVersion);
    await app.services.content.ensureSeeded();
    const before = (await versions.findOneByOrFail({ id: 1 })).version;
    const first = await app.services.programCycles.save(admin, {
      kind: 'high-school',
      closesAt: '2027-06-01T03:59:00Z',
      budgetCents: 500_000,
    });
    expect(first).toMatchObject({ awardCents: 100_000, budgetCents: 500_000, timeZone: 'America/New_York' });
    expect(first.closesAt!.toISOString()).toBe('2027-06-01T03:59:00.000Z');
    const second = await app.services.programCycles.save(admin, { kind: 'high-school', maxAwards: 3 });
    expect(second).toMatchObject({ id: first.id, budgetCents: 500_000, maxAwards: 3, awardCents: 100_000 });
    expect(second.closesAt!.toISOString()).toBe('2027-06-01T03:59:00.000Z');
    const rolling = await app.services.programCycles.save(admin, { kind: 'high-school', closesAt: null, budgetCents: null });
    expect(rolling).toMatchObject({ closesAt: null, budgetCents: null, maxAwards: 3 });
    expect((await versions.findOneByOrFail({ id: 1 })).version).toBe(before + 3);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .find({ where: { action: 'program-cycle.update' }, order: { id: 'ASC' } });
    expect(audit).toHaveLength(3);
    expect(audit[0]!.detail).toContain('closes 2027-06-01T03:59:00.000Z');
  });

  it('refuses a closing date before the opening and an unknown time zone, changing nothing', async () => {
    const before = await app.services.programCycles.current('parent');
    await expect(
      app.services.programCycles.save(admin, {
        kind: 'parent',
        opensAt: '2027-03-01T00:00:00Z',
        closesAt: '2027-02-01T00:00:00Z',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { closesAt: 'The closing date must be after the opening date.' } });
    await expect(app.services.programCycles.save(admin, { kind: 'parent', timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(await app.services.programCycles.current('parent')).toEqual(before);
  });

  it('starts a new cycle with its own id when asked, keeping the old one', async () => {
    const old = await app.services.programCycles.current('undergrad');
    const fresh = await app.services.programCycles.save(admin, { kind: 'undergrad', newCycle: true, budgetCents: 1_000_000 });
    expect(fresh.id).not.toBe(old.id);
    expect(await app.services.programCycles.current('undergrad')).toEqual(fresh);
    expect(await app.services.programCycles.byId(old.id)).toEqual(old);
  });

  it('follows the injected clock through the window, the grace and a daylight-saving change', async () => {
    // 23:59 New York time on Sunday 2026-11-01, the day clocks went back: 04:59 UTC on November 2.
    await app.services.programCycles.save(admin, {
      kind: 'high-school',
      opensAt: '2026-10-01T04:00:00Z',
      closesAt: '2026-11-02T04:59:00Z',
    });
    const accepting = async (iso: string) => {
      now = new Date(iso);
      return app.services.programCycles.acceptingCycle('high-school').then(
        () => 'open',
        (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
      );
    };
    expect(await accepting('2026-11-02T04:30:00Z')).toBe('open');
    expect(await app.services.programCycles.isOpen('high-school', now)).toBe(true);
    expect(await accepting('2026-11-02T05:29:00Z')).toBe('open');
    expect(await app.services.programCycles.isOpen('high-school', now)).toBe(false);
    expect(await accepting('2026-11-02T05:29:00.001Z')).toBe(
      'APPLICATIONS_CLOSED: Applications for the High-school senior scholarship are closed. The next opening date has not been announced yet.',
    );
    expect(await accepting('2026-10-01T03:59:00Z')).toBe(
      'APPLICATIONS_CLOSED: Applications for the High-school senior scholarship are closed. They open on October 1, 2026 at 12:00 AM EDT.',
    );
  });
});
