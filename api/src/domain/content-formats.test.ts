import { normaliseEin, normalisePhone, normalisePrice } from './content-formats.js';

describe('normalisePrice', () => {
  it.each([
    ['18', '$18'],
    ['$18', '$18'],
    [' $ 18 ', '$18'],
    ['18.00', '$18'],
    ['18.5', '$18.50'],
    ['1234', '$1,234'],
    ['$1,234.05', '$1,234.05'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (typed, shown) => expect(normalisePrice(typed)).toBe(shown));

  it.each(['free', '<i>9</i>', '18$', '1,23', '18.123', '-5', '$'])('refuses %j', (typed) =>
    expect(normalisePrice(typed)).toBeNull(),
  );
});

describe('normalisePhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['(555) 123 4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['(202) 555-0147', '(202) 555-0147'],
    ['', ''],
  ])('%j → %j', (typed, shown) => expect(normalisePhone(typed)).toBe(shown));

  it.each(['555123456', '25551234567', '555-CALL-NOW', '<b>5551234567</b>', '+44 20 7946 0958'])('refuses %j', (typed) =>
    expect(normalisePhone(typed)).toBeNull(),
  );
});

describe('normaliseEin', () => {
  it.each([
    ['123456789', '12-3456789'],
    ['12-3456789', '12-3456789'],
    [' 12 3456789 ', '12-3456789'],
    ['', ''],
  ])('%j → %j', (typed, shown) => expect(normaliseEin(typed)).toBe(shown));

  it.each(['12345678', '1234567890', '12-345-678X', 'EIN 123456789', '<b>123456789</b>'])('refuses %j', (typed) =>
    expect(normaliseEin(typed)).toBeNull(),
  );
});
