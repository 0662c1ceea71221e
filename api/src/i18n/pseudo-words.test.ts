import { describe, expect, it } from 'vitest';
import { statusMessages } from '../domain/application-status.js';
import { pseudoText } from '../domain/i18n/pseudo-locale.js';
import { pseudoDomainTranslator } from './pseudo-words.js';

describe('the server’s words in the pseudo-locale (ODF_PSEUDO_LOCALE=1, e2e only)', () => {
  const pseudo = pseudoDomainTranslator();

  it('accents the words inside ⟦ ⟧ and keeps each value as it is', () => {
    expect(pseudoText('We aim to decide by {by}.', { by: '14 de marzo de 2027' })).toBe(
      '⟦Wé áím tó décídé by 14 de marzo de 2027.⟧',
    );
  });

  it('words what the Spanish catalogue knows, and leaves plain English what it does not', () => {
    expect(pseudo(statusMessages.codeInvalid)).toBe(pseudoText(statusMessages.codeInvalid));
    expect(pseudo('First name is required.')).toBe(`⟦${pseudoText('First name')} ís réqúíréd.⟧`);
    expect(pseudo('A sentence no catalogue has.')).toBe('A sentence no catalogue has.');
  });
});
