import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('holds at most its limit, dropping the entry used longest ago', () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set('a', 1).set('b', 2).set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect([...cache].map(([key]) => key)).toEqual(['c', 'a', 'd']);
  });

  it('counts a replaced value as new, and has() as no use', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1).set('b', 2).set('a', 10);
    expect(cache.has('b')).toBe(true);
    cache.set('c', 3);
    expect([...cache]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });

  it('never grows past its limit, however many keys it is given', () => {
    const cache = new BoundedCache<string, string>(100);
    for (let i = 0; i < 10_000; i++) cache.set(`/unknown-${i}`, 'x');
    expect(cache.size).toBe(100);
    expect(cache.get('/unknown-9999')).toBe('x');
    expect(cache.get('/unknown-0')).toBeUndefined();
  });

  it('deletes while iterating, and clears', () => {
    const cache = new BoundedCache<string, number>(5);
    for (const [key, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, n);
    for (const [key, n] of cache) if (n < 3) cache.delete(key);
    expect([...cache]).toEqual([['c', 3]]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new BoundedCache(0)).toThrow(/at least one/);
    expect(() => new BoundedCache(1.5)).toThrow(/at least one/);
  });
});
