import { describe, expect, it } from 'vitest';
import { spanishDate, usDate } from '@domain/site-content';
import { compileMessage } from '../i18n/compile';
import { formatMessage } from '../i18n/format';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { claimsIn } from './site-config';

type Key = keyof typeof en;
/** A page's translate function, as the server renders with it. */
const translate = (locale: 'en' | 'es') => (key: Key, values?: Record<string, string>) =>
  formatMessage(locale, compileMessage((locale === 'en' ? en : es)[key]), values);
const say = (locale: 'en' | 'es', key: 'home.cards.crisis.text' | 'home.stats.owed' | 'partner.stat.loans') =>
  translate(locale)(key, claimsIn(translate(locale)));

// Issue 41 (H1): the loan-crisis claim is a value set into messages, so each language writes its own.
describe('the claims of spec §1, in each language', () => {
  it('keeps the spec’s English word for word', () => {
    expect(claimsIn(translate('en'))).toEqual({
      loanCrisis: 'over $1.7 trillion',
      loanCrisisFigure: '$1.7T+',
      owingShare: '99%',
      owingAmount: '$100,000',
    });
    expect(say('en', 'home.stats.owed')).toBe('owed in U.S. student loans, a crisis of over $1.7 trillion');
  });

  it('writes a US trillion as a Spanish billón, with no English left in the Spanish sentences', () => {
    expect(claimsIn(translate('es'))).toEqual({
      loanCrisis: 'más de 1.7 billones de dólares',
      loanCrisisFigure: '$1.7 billones',
      owingShare: '99%',
      owingAmount: '$100,000',
    });
    expect(say('es', 'home.cards.crisis.text')).toMatch(/^En EE\. UU\. se deben más de 1\.7 billones de dólares en préstamos/);
    expect(say('es', 'partner.stat.loans')).toBe('en préstamos estudiantiles: una crisis de más de 1.7 billones de dólares');
    for (const key of ['home.cards.crisis.text', 'home.stats.owed', 'partner.stat.loans'] as const)
      expect(say('es', key)).not.toMatch(/over|trillion|trillón|\dT\b/);
  });
});

// Issue 41 (M3): 03/12/2025 reads as 3 December to a Latin American reader.
describe('news dates', () => {
  it('are MM/DD/YYYY in English (spec §9) and written out in Spanish', () => {
    expect(usDate('2025-03-12')).toBe('03/12/2025');
    expect(spanishDate('2025-03-12')).toBe('12 de marzo de 2025');
    expect(spanishDate('2025-01-01')).toBe('1 de enero de 2025');
    expect(spanishDate('not a date')).toBe('not a date');
  });
});
