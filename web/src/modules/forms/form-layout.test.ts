import { describe, expect, it } from 'vitest';
import { US_STATES } from '@domain/applications/constants';
import { undergradForm } from '@domain/applications/undergrad';
import { esUsStateNames } from '@domain/i18n/es-us-states';
import { domainTextOf } from '../../i18n/I18n';
import { i18nData } from '../../i18n/catalogues';
import { inReadingOrder, localizeField, localizeLayout } from './form-layout';

const states = US_STATES.map(([value, label]) => ({ value, label }));
const spanish = (english: string) => esUsStateNames[english] ?? english;

describe('the state list in the page’s language (Spanish review L14)', () => {
  it('sorts the Spanish names the Spanish way, the territories after the states, the values unchanged', () => {
    const field = localizeField(
      { name: 'state', label: 'State', kind: 'select', required: true, options: states },
      spanish,
      'es',
    );
    const labels = field.options!.map((o) => o.label);
    // "Carolina del Norte" among the C's, "Nuevo México" among the N's, "Hawái" after "Georgia".
    expect(labels.slice(0, 8)).toEqual([
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Carolina del Norte',
      'Carolina del Sur',
      'Colorado',
    ]);
    expect(labels.indexOf('Nuevo México')).toBeGreaterThan(labels.indexOf('Nevada'));
    expect(labels.indexOf('Nuevo México')).toBeLessThan(labels.indexOf('Ohio'));
    const statesOnly = labels.slice(0, 51);
    expect(statesOnly).toEqual([...statesOnly].sort((a, b) => a.localeCompare(b, 'es')));
    expect(field.options!.slice(51).map((o) => o.value)).toEqual(['GU', 'MP', 'VI', 'PR', 'AS']);
    // Each option still sends its postal code, with its own Spanish name.
    expect(field.options!.find((o) => o.label === 'Carolina del Norte')?.value).toBe('NC');
    expect(new Set(field.options!.map((o) => o.value))).toEqual(new Set(states.map((o) => o.value)));
  });

  it('keeps the spec’s order in English, and any list that is not of states', () => {
    expect(inReadingOrder(states, 'en')).toEqual(states);
    const years = [
      { value: '2025', label: '2025' },
      { value: '2024', label: '2024' },
    ];
    expect(inReadingOrder(years, 'es')).toEqual(years);
  });

  it('is the order the Spanish form draws (the island’s layout)', () => {
    const text = domainTextOf('es', i18nData('es').domain);
    const layout = localizeLayout(undergradForm, text, 'es');
    const state = layout.fields.find((f) => f.name === 'state')!;
    expect(state.options!.slice(4, 7).map((o) => o.label)).toEqual(['California', 'Carolina del Norte', 'Carolina del Sur']);
    const english = localizeLayout(undergradForm, (t) => t).fields.find((f) => f.name === 'state')!;
    expect(english.options!.map((o) => o.value)).toEqual(states.map((o) => o.value));
  });
});
