import { groupReads, type ApplicationRead } from './audit-readers.js';

const read = (actorUserId: number | null, actorName: string | null, action: string, at: string): ApplicationRead => ({
  actorUserId,
  actorName,
  action,
  at: new Date(at),
});

describe('"Who has seen this", by person and day', () => {
  it("groups reads by person and the organisation's day, newest day first, and the counts add up", () => {
    const reads = [
      read(3, 'Jane Doe', 'application.view', '2026-11-28T15:00:00Z'),
      read(3, 'Jane Doe', 'document.preview', '2026-11-28T15:01:00Z'),
      read(3, 'Jane Doe', 'document.preview', '2026-11-28T15:02:00Z'),
      // 11:30 PM in New York: still the 28th there, though the 29th in UTC.
      read(3, 'Jane Doe', 'application.view', '2026-11-29T04:30:00Z'),
      read(5, 'John Roe', 'application.view', '2026-11-29T16:00:00Z'),
      read(9, null, 'application.view', '2026-11-27T16:00:00Z'),
    ];
    const groups = groupReads(reads, 'America/New_York');
    expect(groups.map((g) => `${g.actorLabel} · ${g.dayLabel} · ${g.count}`)).toEqual([
      'John Roe · November 29, 2026 · 1',
      'Jane Doe · November 28, 2026 · 4',
      'A deleted account (#9) · November 27, 2026 · 1',
    ]);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(reads.length);
    expect(groups[1]!.actions).toEqual([
      { action: 'application.view', label: 'Opened the application', count: 2 },
      { action: 'document.preview', label: 'Previewed a document', count: 2 },
    ]);
    expect(groups[1]!.day).toBe('2026-11-28');
  });
});
