import { randomBytes } from 'node:crypto';
import { StatusLinkKeys } from './status-link-keys.js';

describe("the status link's key", () => {
  const keys = new StatusLinkKeys(randomBytes(32));

  it('is short, URL-safe, and holds nothing of the address', () => {
    const key = keys.keyFor('UG-7K3M-9QX2', 'ana.lopez@example.org');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('ana');
  });

  it('matches its reference and address only, whatever the address’s case', () => {
    const key = keys.keyFor('UG-7K3M-9QX2', 'Ana.Lopez@example.org');
    expect(keys.matches('UG-7K3M-9QX2', 'ana.lopez@example.org', key)).toBe(true);
    expect(keys.matches('UG-7K3M-9QX3', 'ana.lopez@example.org', key)).toBe(false);
    expect(keys.matches('UG-7K3M-9QX2', 'ana@example.org', key)).toBe(false);
    expect(keys.matches('UG-7K3M-9QX2', 'ana.lopez@example.org', key.slice(1))).toBe(false);
  });

  it('differs between sites with different keys', () => {
    const other = new StatusLinkKeys(randomBytes(32));
    expect(other.keyFor('UG-7K3M-9QX2', 'a@example.org')).not.toBe(keys.keyFor('UG-7K3M-9QX2', 'a@example.org'));
  });
});
