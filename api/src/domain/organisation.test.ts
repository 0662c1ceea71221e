import { describe, expect, it } from 'vitest';
import { formatDollars, formatLongDate, organisation, phoneDisplay, phoneHref, phoneInternational } from './organisation.js';

describe('organisation identity', () => {
  it('derives every form of the phone number from its one value', () => {
    expect(phoneDisplay()).toBe('(202) 555-0147');
    expect(phoneHref()).toBe('tel:+12025550147');
    expect(phoneInternational()).toBe('+1-202-555-0147');
    expect(phoneDisplay('(301) 555-0100')).toBe('(301) 555-0100');
    expect(phoneHref('+1 301 555 0100')).toBe('tel:+13015550100');
  });

  it('writes dates and amounts the way the pages show them', () => {
    expect(formatLongDate('2025-07-31')).toBe('July 31, 2025');
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatDollars(1000)).toBe('$1,000');
    expect(formatDollars(25)).toBe('$25');
  });

  it('keeps the phone as ten digits', () => {
    expect(organisation.phone).toMatch(/^\d{10}$/);
  });
});
