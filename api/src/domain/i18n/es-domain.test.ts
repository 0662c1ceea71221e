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
import { organisation } from '../organisation.js';
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
    expect(spanish(first)).toBe('Nombre del padre o de la madre: este dato es obligatorio.');
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
      'Historial del préstamo: el archivo está armado de una forma que no podemos leer con seguridad. Guárdelo otra vez como PDF o use la opción “Imprimir como PDF”.',
    );
    expect(spanish("The Social Security numbers you entered don't match.")).toBe(
      'Los números de Seguro Social que escribió no coinciden.',
    );
    expect(spanish('A message the catalogue never heard of.')).toBe('A message the catalogue never heard of.');
  });

  // Issue 41: an ITIN (any number starting with 9) is refused with its reason and whom to ask, in
  // both languages; every other number never issued keeps the plain message.
  it('says why a number starting with 9 (an ITIN) is refused, and whom to write to', () => {
    const ssnOf = (parentSocialSecurity: string) =>
      parentForm.formSchema
        .safeParse({ parentSocialSecurity })
        .error!.issues.filter((i) => i.path[0] === 'parentSocialSecurity')
        .map((i) => i.message);
    const itin = ssnOf('912-70-1234');
    expect(itin).toEqual([
      `Parent's Social Security number must be a Social Security number: the program cannot accept numbers that start with 9, like an ITIN. If you have questions, write to us at ${organisation.email}.`,
    ]);
    expect(spanish(itin[0]!)).toBe(
      `Número de Seguro Social del padre o de la madre: el programa necesita un número de Seguro Social; no podemos aceptar números que empiezan con 9, como el ITIN. Si tiene preguntas, escríbanos a ${organisation.email}.`,
    );
    expect(ssnOf('999-99-9999')).toEqual(itin);
    for (const never of ['000-12-3456', '666-12-3456', '123-00-4567', '123-45-0000']) {
      const refused = ssnOf(never);
      expect(refused, never).toEqual(["Parent's Social Security number is not a valid number."]);
      expect(spanish(refused[0]!)).toBe('Número de Seguro Social del padre o de la madre: este número no es válido.');
    }
    expect(ssnOf('123-45-6789')).toEqual([]);
    // A number not yet written in full is told its format first, whatever its first digit.
    expect(ssnOf('912-70-123')[0]).toBe("Parent's Social Security number must be 9 digits written ddd-dd-dddd.");
  });
});
