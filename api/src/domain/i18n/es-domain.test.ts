import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { ruleMessages, type RuleMessageKey } from '../applications/rule-messages.js';
import { parentForm } from '../applications/parent.js';
import { undergradForm } from '../applications/undergrad.js';
import {
  missingDocumentMessage,
  tooComplexPdfMessage,
  tooLargeMessage,
  unpacksTooLargeMessage,
  wrongTypeMessage,
} from '../applications/documents.js';
import { domainEnglishTexts } from './domain-texts.js';
import { domainTranslator, readRuleMessage, ruleValueNames } from './domain-translator.js';
import { esAfterSubmit, esNextSteps, esRules, esTexts } from './es-domain.js';

const argsOf = (message: string) =>
  parse(message)
    .filter((el) => el.type !== TYPE.literal)
    .map((el) => (el as { value: string }).value)
    .sort();

const spanish = domainTranslator({ rules: esRules, texts: esTexts }, (message, values) =>
  String(new IntlMessageFormat(message, 'es').format(values)),
);

describe("the domain's Spanish", () => {
  it('words every English text of the forms and the status page, and nothing else', () => {
    const english = domainEnglishTexts();
    expect([...english].filter((t) => !(t in esTexts))).toEqual([]);
    expect(Object.keys(esTexts).filter((t) => !english.has(t))).toEqual([]);
  });

  it('keeps placeholders out of fixed texts and gives each rule the English values', () => {
    for (const text of Object.values(esTexts)) expect(argsOf(text)).toEqual([]);
    for (const key of Object.keys(ruleMessages) as RuleMessageKey[])
      expect({ key, args: argsOf(esRules[key]) }).toEqual({ key, args: [...ruleValueNames(key)].sort() });
    for (const message of [...Object.values(esNextSteps), ...Object.values(esAfterSubmit)])
      expect(argsOf(message).every((a) => a === 'by')).toBe(true);
  });

  it('reads an English rule message back into its key and values', () => {
    expect(readRuleMessage('First name is required.')).toEqual({ key: 'required', values: { label: 'First name' } });
    expect(readRuleMessage("Parent's ZIP code must be 5 digits, or ZIP+4 like 20001-1234.")).toEqual({
      key: 'zip',
      values: { label: "Parent's ZIP code" },
    });
    expect(readRuleMessage('Loan history is required. Please attach the file.')?.key).toBe('documentMissing');
    expect(readRuleMessage('Something nobody wrote.')).toBeNull();
  });

  it('words the rules of a real form in Spanish, labels included', () => {
    const parsed = parentForm.formSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const first = parsed.error!.issues.find((i) => i.path[0] === 'parentFirstName')!.message;
    expect(spanish(first)).toBe('Nombre del padre, madre o tutor: este dato es obligatorio.');
    const citizenship = undergradForm.formSchema.safeParse({ citizenship: 'Martian' });
    const chosen = citizenship.error!.issues.find((i) => i.path[0] === 'citizenship')!.message;
    expect(chosen).toBe('Choose citizenship from the list.');
    expect(spanish(chosen)).toBe('Ciudadanía: elija una opción de la lista.');
  });

  it('words the document checks and the fixed messages, and leaves an unknown text in English', () => {
    const loanHistory = undergradForm.documents.find((d) => d.name === 'loanHistory')!;
    expect(spanish(missingDocumentMessage(loanHistory))).toBe(
      'Historial del préstamo: este documento es obligatorio. Adjunte el archivo.',
    );
    expect(spanish(wrongTypeMessage(loanHistory))).toBe('Historial del préstamo: el archivo debe ser PDF.');
    expect(spanish(tooLargeMessage(loanHistory, 10 * 1024 * 1024))).toBe(
      'Historial del préstamo: el archivo pesa más de 10 MB. Suba un archivo más pequeño.',
    );
    expect(spanish(unpacksTooLargeMessage(loanHistory, 16 * 1024 * 1024))).toBe(
      'Historial del préstamo: al leerlo, el archivo ocupa más de 16 MB. Guárdelo otra vez como PDF o suba un archivo más pequeño.',
    );
    expect(spanish(tooComplexPdfMessage(loanHistory))).toBe(
      'Historial del préstamo: el archivo está armado de una forma que no podemos leer con seguridad. Guárdelo otra vez como PDF o imprímalo a un PDF nuevo.',
    );
    expect(spanish("The Social Security numbers you entered don't match.")).toBe(
      'Los números de Seguro Social que escribió no son iguales.',
    );
    expect(spanish('A message the catalogue never heard of.')).toBe('A message the catalogue never heard of.');
  });
});
