import { describe, expect, it } from 'vitest';
import { countText } from './formats';

describe('countText', () => {
  it('says an exact count as it is, and an estimate with "about"', () => {
    expect(countText(7)).toBe('7');
    expect(countText(1234)).toBe('1,234');
    expect(countText(900_000, true)).toBe('about 900,000');
  });
});
