import { createHash, createHmac } from 'node:crypto';
import { canonicalRow, chainTime, GENESIS_HASH, headMacOf, rowHashOf, storedTime, type ChainedFields } from './audit-hash.js';

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

  it('was sha256 (rows sealed before the key) over the previous hash and the canonical row, and changes with any field', () => {
    const expected = createHash('sha256')
      .update(`${GENESIS_HASH}\n${canonicalRow(row)}`)
      .digest('hex');
    expect(rowHashOf(GENESIS_HASH, row, null)).toBe(expected);
    for (const change of [
      { chainSeq: 8 },
      { actorUserId: 4 },
      { detail: 'x' },
      { ip: null },
      { at: new Date('2026-11-25T21:13:05Z') },
    ])
      expect(rowHashOf(GENESIS_HASH, { ...row, ...change }, null)).not.toBe(expected);
    expect(rowHashOf('1'.repeat(64), row, null)).not.toBe(expected);
    // A change below the second is not stored by MySQL's DATETIME, so it is not hashed either.
    expect(rowHashOf(GENESIS_HASH, { ...row, at: new Date('2026-11-25T21:13:04.001Z') }, null)).toBe(expected);
  });

  it('reads a stored time the same from SQLite text and a MySQL Date', () => {
    expect(storedTime('2026-11-25 21:13:04.000').toISOString()).toBe('2026-11-25T21:13:04.000Z');
    expect(storedTime(new Date('2026-11-25T21:13:04Z')).toISOString()).toBe('2026-11-25T21:13:04.000Z');
    expect(chainTime(new Date('2026-11-25T21:13:04.999Z')).toISOString()).toBe('2026-11-25T21:13:04.000Z');
  });

  it('is an HMAC under the key since decision 450: without the key the same row cannot be sealed', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = rowHashOf(GENESIS_HASH, row, key);
    expect(sealed).toBe(
      createHmac('sha256', key)
        .update(`${GENESIS_HASH}\n${canonicalRow(row)}`)
        .digest('hex'),
    );
    expect(sealed).not.toBe(rowHashOf(GENESIS_HASH, row, null));
    expect(rowHashOf(GENESIS_HASH, row, Buffer.alloc(32, 8))).not.toBe(sealed);
  });

  it('seals the head over its place, seal, anchor and first keyed place', () => {
    const key = Buffer.alloc(32, 7);
    const head = { seq: 9, headHash: 'a'.repeat(64), anchorSeq: 0, anchorHash: GENESIS_HASH, keyedFromSeq: 4 };
    const mac = headMacOf(key, head);
    expect(mac).toMatch(/^[0-9a-f]{64}$/);
    for (const change of [
      { seq: 8 },
      { headHash: 'b'.repeat(64) },
      { anchorSeq: 2 },
      { keyedFromSeq: 10 },
      { keyedFromSeq: null },
    ])
      expect(headMacOf(key, { ...head, ...change })).not.toBe(mac);
    expect(headMacOf(Buffer.alloc(32, 8), head)).not.toBe(mac);
  });
});
