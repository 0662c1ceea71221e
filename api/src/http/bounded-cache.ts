/**
 * A map that holds at most `limit` entries: adding one more drops the entry used longest ago.
 * For any in-memory cache whose keys come from requests (a path, a session, anything a stranger
 * can vary), so that no sequence of requests grows it past its bound.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A bounded cache holds at least one entry, not ${limit}.`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now counted as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Adds or replaces the value as the most recently used, and drops the oldest past the limit. */
  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The entries, least recently used first; one may be deleted while iterating. */
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries[Symbol.iterator]();
  }
}
