import { applicationTerms, prefixUpperBound, searchWords, termsOf } from './search-terms.js';

describe('search terms', () => {
  it('gives one term per place a word starts, folded', () => {
    expect(termsOf("O'Brien")).toEqual(['obrien', 'brien']);
    expect(termsOf('Smith-Jones')).toEqual(['smith-jones', 'jones']);
    expect(termsOf('José Ñúñez')).toEqual(['jose', 'nunez']);
    expect(termsOf('Straße Ærø')).toEqual(['strasse', 'aero']);
    expect(termsOf('maria.lopez@example.org')).toEqual(['maria.lopez@example.org', 'lopez@example.org', 'example.org', 'org']);
    expect(termsOf('UG-7K3M-9QX2')).toEqual(['ug-7k3m-9qx2', '7k3m-9qx2', '9qx2']);
    expect(termsOf('Smith–Jones')).toEqual(['smith-jones', 'jones']);
    expect(termsOf('  ')).toEqual([]);
    expect(termsOf(null)).toEqual([]);
    expect(termsOf('x'.repeat(80))[0]).toHaveLength(64);
  });

  it('folds search words the same way, five at most, without words that begin no term', () => {
    expect(searchWords('  O’Brien  JOSÉ smith-j ')).toEqual(['obrien', 'jose', 'smith-j']);
    expect(searchWords('a b c d e f')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords('@example.org -- 100%_!')).toEqual(['example.org', '100%_!']);
    expect(searchWords(null)).toEqual([]);
  });

  it('keeps each term of an application once', () => {
    expect(applicationTerms(['Maria', 'maria', 'María Lopez'])).toEqual(['maria', 'lopez']);
  });

  it('bounds a prefix: every term it begins sorts between the word and its bound', () => {
    const terms = ['smia', 'smith', 'smith-jones', 'smiz', 'smj', 'sm'].sort();
    expect(terms.filter((t) => t >= 'smi' && t < prefixUpperBound('smi'))).toEqual(['smia', 'smith', 'smith-jones', 'smiz']);
  });
});
