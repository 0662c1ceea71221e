import { createHash } from 'node:crypto';
import { canonicalRow, chainTime, GENESIS_HASH, rowHashOf, storedTime, type ChainedFields } from './audit-hash.js';

const row: ChainedFields = {
  chainSeq: 7,
  at: new Date('2026-11-25T21:13:04.789Z'),
  actorUserId: 3,
  action: 'application.view',
  targetType: 'parent',
  targetId: '12',
  applicationRef: 'PA-7K3M-9QX2',
  ip: '192.0.2.1',
  detail: null,
};

describe('the audit chain hash', () => {
  it('serialises a row in one fixed order, its time to the second', () => {
    expect(canonicalRow(row)).toBe(
      '[7,"2026-11-25T21:13:04.000Z",3,"application.view","parent","12","PA-7K3M-9QX2","192.0.2.1",null]',
    );
  });

  it('is sha256 over the previous hash and the canonical row, and changes with any field', () => {
    const expected = createHash('sha256')
      .update(`${GENESIS_HASH}\n${canonicalRow(row)}`)
      .digest('hex');
    expect(rowHashOf(GENESIS_HASH, row)).toBe(expected);
    for (const change of [
      { chainSeq: 8 },
      { actorUserId: 4 },
      { detail: 'x' },
      { ip: null },
      { at: new Date('2026-11-25T21:13:05Z') },
    ])
      expect(rowHashOf(GENESIS_HASH, { ...row, ...change })).not.toBe(expected);
    expect(rowHashOf('1'.repeat(64), row)).not.toBe(expected);
    // A change below the second is not stored by MySQL's DATETIME, so it is not hashed either.
    expect(rowHashOf(GENESIS_HASH, { ...row, at: new Date('2026-11-25T21:13:04.001Z') })).toBe(expected);
  });

  it('reads a stored time the same from SQLite text and a MySQL Date', () => {
    expect(storedTime('2026-11-25 21:13:04.000').toISOString()).toBe('2026-11-25T21:13:04.000Z');
    expect(storedTime(new Date('2026-11-25T21:13:04Z')).toISOString()).toBe('2026-11-25T21:13:04.000Z');
    expect(chainTime(new Date('2026-11-25T21:13:04.999Z')).toISOString()).toBe('2026-11-25T21:13:04.000Z');
  });
});
