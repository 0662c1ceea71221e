import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log.js';

describe('loggedPath', () => {
  it("keeps a recommender link's token out of the log, in the page and the API, in both languages", () => {
    const token = 'A'.repeat(43);
    expect(loggedPath(`/letters/${token}`)).toBe('/letters/…');
    expect(loggedPath(`/es/letters/${token}`)).toBe('/es/letters/…');
    expect(loggedPath(`/api/letters/${token}?locale=es`)).toBe('/api/letters/…');
    expect(loggedPath(`/api/letters/${token}/decline`)).toBe('/api/letters/…/decline');
  });

  it('leaves every other path as it is, without its query', () => {
    expect(loggedPath('/api/application-status?locale=es')).toBe('/api/application-status');
    expect(loggedPath('/news/letters-from-donors')).toBe('/news/letters-from-donors');
  });
});
