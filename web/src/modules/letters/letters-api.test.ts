import { describe, expect, it } from 'vitest';
import { tokenFromPath } from './letters-api';

describe('tokenFromPath', () => {
  const token = 'aZ09_-'.repeat(7) + 'x';

  it("reads the token of a recommender's link, in English and Spanish", () => {
    expect(tokenFromPath(`/letters/${token}`)).toBe(token);
    expect(tokenFromPath(`/es/letters/${token}/`)).toBe(token);
  });

  it('finds none on the bare page or another path', () => {
    expect(tokenFromPath('/letters')).toBe('');
    expect(tokenFromPath('/application-status')).toBe('');
  });
});
