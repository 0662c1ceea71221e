import { describe, expect, it } from 'vitest';
import { applyMask, formatMoney, formatPhone, formatSsn, moneyMask, phoneMask, ssnMask, zipMask, type Mask } from './formatters';

/** Types `text` one key at a time at the end, like a visitor would. */
function typeInto(mask: Mask, text: string, start = ''): { value: string; caret: number } {
  let state = { value: start, caret: start.length };
  for (const ch of text) {
    const value = state.value.slice(0, state.caret) + ch + state.value.slice(state.caret);
    state = applyMask(mask, { previous: state.value, value, caret: state.caret + 1, inputType: 'insertText' });
  }
  return state;
}

/** Presses Backspace with the caret at `caret`. */
function backspace(mask: Mask, previous: string, caret: number) {
  const value = previous.slice(0, caret - 1) + previous.slice(caret);
  return applyMask(mask, { previous, value, caret: caret - 1, inputType: 'deleteContentBackward' });
}

/** Replaces previous[from, to) with `text` (paste over a selection or at the caret). */
function paste(mask: Mask, previous: string, text: string, from = previous.length, to = from) {
  const value = previous.slice(0, from) + text + previous.slice(to);
  return applyMask(mask, { previous, value, caret: from + text.length, inputType: 'insertFromPaste' });
}

describe('SSN formatting (ddd-dd-dddd)', () => {
  it('formats as the visitor types, digit by digit', () => {
    const steps = ['1', '12', '123', '123-4', '123-45', '123-45-6', '123-45-67', '123-45-678', '123-45-6789'];
    let value = '';
    for (let i = 0; i < steps.length; i++) {
      value = typeInto(ssnMask, String(i + 1), value).value;
      expect(value).toBe(steps[i]);
    }
    expect(typeInto(ssnMask, '123456789')).toEqual({ value: '123-45-6789', caret: 11 });
  });

  it('takes digits only, at most 9', () => {
    expect(typeInto(ssnMask, '12a3-4b5 6789000')).toEqual({ value: '123-45-6789', caret: 11 });
    expect(formatSsn('abc')).toBe('');
    expect(formatSsn('1234567890')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789').length).toBe(11);
  });

  it('formats pasted numbers in any layout', () => {
    expect(paste(ssnMask, '', '123 45 6789')).toEqual({ value: '123-45-6789', caret: 11 });
    expect(paste(ssnMask, '', '123456789')).toEqual({ value: '123-45-6789', caret: 11 });
    expect(paste(ssnMask, '', ' 123.45.6789 ')).toEqual({ value: '123-45-6789', caret: 11 });
    expect(paste(ssnMask, '', 'SSN: 123-45-6789-0000')).toEqual({ value: '123-45-6789', caret: 11 });
    // Pasting over a selection in the middle replaces just those digits.
    expect(paste(ssnMask, '123-45-6789', '00', 4, 6)).toEqual({ value: '123-00-6789', caret: 6 });
  });

  it('backspace removes a digit, and over a dash removes the digit before it', () => {
    expect(backspace(ssnMask, '123-45-6789', 11)).toEqual({ value: '123-45-678', caret: 10 });
    expect(backspace(ssnMask, '123-4', 5)).toEqual({ value: '123', caret: 3 });
    // Caret right after the first dash: the dash alone would come back, so the 3 goes.
    expect(backspace(ssnMask, '123-45-6789', 4)).toEqual({ value: '124-56-789', caret: 2 });
    expect(backspace(ssnMask, '1', 1)).toEqual({ value: '', caret: 0 });
  });

  it('Delete (forward) over a dash removes the digit after it', () => {
    const previous = '123-45-6789';
    const value = previous.slice(0, 3) + previous.slice(4);
    expect(applyMask(ssnMask, { previous, value, caret: 3, inputType: 'deleteContentForward' })).toEqual({
      value: '123-56-789',
      caret: 3,
    });
  });

  it('keeps the caret after the same digit on a mid-string edit', () => {
    // Type 9 after the first digit of a partial number: the digits shift right.
    const previous = '123-45';
    const value = '1923-45';
    expect(applyMask(ssnMask, { previous, value, caret: 2, inputType: 'insertText' })).toEqual({ value: '192-34-5', caret: 2 });
    // Delete the middle digit of the group: the rest closes up.
    expect(backspace(ssnMask, '123-45-6789', 6)).toEqual({ value: '123-46-789', caret: 5 });
    // Typing into a full number drops what overflows at the end.
    expect(applyMask(ssnMask, { previous: '123-45-6789', value: '1293-45-6789', caret: 3, inputType: 'insertText' })).toEqual({
      value: '129-34-5678',
      caret: 3,
    });
  });
});

describe('phone formatting ((ddd) ddd-dddd)', () => {
  it('formats as the visitor types', () => {
    expect(typeInto(phoneMask, '2')).toEqual({ value: '(2', caret: 2 });
    expect(typeInto(phoneMask, '202')).toEqual({ value: '(202', caret: 4 });
    expect(typeInto(phoneMask, '2025')).toEqual({ value: '(202) 5', caret: 7 });
    expect(typeInto(phoneMask, '202555')).toEqual({ value: '(202) 555', caret: 9 });
    expect(typeInto(phoneMask, '2025550147')).toEqual({ value: '(202) 555-0147', caret: 14 });
    expect(typeInto(phoneMask, '20255501479999')).toEqual({ value: '(202) 555-0147', caret: 14 });
  });

  it('formats pasted numbers, dropping other characters', () => {
    expect(paste(phoneMask, '', '202-555-0147')).toEqual({ value: '(202) 555-0147', caret: 14 });
    expect(paste(phoneMask, '', '202.555.0147 ext')).toEqual({ value: '(202) 555-0147', caret: 14 });
    expect(formatPhone('(202) 555-0147')).toBe('(202) 555-0147');
  });

  it('backspace over ") " or "-" removes the digit before it', () => {
    expect(backspace(phoneMask, '(202) 555-0147', 10)).toEqual({ value: '(202) 550-147', caret: 8 });
    expect(backspace(phoneMask, '(202) 5', 6)).toEqual({ value: '(205', caret: 3 });
    expect(backspace(phoneMask, '(202) 5', 7)).toEqual({ value: '(202', caret: 4 });
  });

  it('keeps the caret after the same digit on a mid-string edit', () => {
    const previous = '(202) 555-0147';
    // Select "555" and type 7: the number closes up and the caret follows the 7.
    const value = '(202) 7-0147';
    expect(applyMask(phoneMask, { previous, value, caret: 7, inputType: 'insertText' })).toEqual({
      value: '(202) 701-47',
      caret: 7,
    });
  });
});

describe('money formatting (thousands separators, at most 2 decimals)', () => {
  it('adds thousands separators as the visitor types', () => {
    expect(typeInto(moneyMask, '1234')).toEqual({ value: '1,234', caret: 5 });
    expect(typeInto(moneyMask, '1234567')).toEqual({ value: '1,234,567', caret: 9 });
    expect(typeInto(moneyMask, '25000.5')).toEqual({ value: '25,000.5', caret: 8 });
    expect(typeInto(moneyMask, '25000.509')).toEqual({ value: '25,000.50', caret: 9 });
  });

  it('takes digits and one dot only', () => {
    expect(formatMoney('$12,345.678')).toBe('12,345.67');
    expect(formatMoney('1.2.3')).toBe('1.23');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney('.5')).toBe('0.5');
    expect(formatMoney('007')).toBe('7');
    expect(formatMoney('0')).toBe('0');
    expect(formatMoney('123456789012')).toBe('12,345,678');
  });

  it('formats pasted amounts', () => {
    expect(paste(moneyMask, '', '$45,210.00')).toEqual({ value: '45,210.00', caret: 9 });
    expect(paste(moneyMask, '', '1000000')).toEqual({ value: '1,000,000', caret: 9 });
  });

  it('backspace over a comma removes the digit before it and regroups', () => {
    expect(backspace(moneyMask, '1,234', 2)).toEqual({ value: '234', caret: 0 });
    expect(backspace(moneyMask, '12,345', 3)).toEqual({ value: '1,345', caret: 1 });
    expect(backspace(moneyMask, '1,234.56', 8)).toEqual({ value: '1,234.5', caret: 7 });
    expect(backspace(moneyMask, '1,234.5', 6)).toEqual({ value: '12,345', caret: 5 });
  });

  it('keeps the caret after the same digit on a mid-string edit', () => {
    // Insert 9 after "1," in 1,234: 19,234, caret after the 9.
    expect(applyMask(moneyMask, { previous: '1,234', value: '1,9234', caret: 3, inputType: 'insertText' })).toEqual({
      value: '19,234',
      caret: 2,
    });
    // A third decimal typed in the middle of the decimals pushes the last one out.
    expect(applyMask(moneyMask, { previous: '10.25', value: '10.725', caret: 4, inputType: 'insertText' })).toEqual({
      value: '10.72',
      caret: 4,
    });
  });
});

describe('ZIP formatting (ddddd or ddddd-dddd)', () => {
  it('adds the ZIP+4 dash after the fifth digit, never before', () => {
    expect(zipMask.format(zipMask.clean('2000')).text).toBe('2000');
    expect(zipMask.format(zipMask.clean('20001')).text).toBe('20001');
    expect(zipMask.format(zipMask.clean('200011')).text).toBe('20001-1');
    expect(zipMask.format(zipMask.clean('20001-1234')).text).toBe('20001-1234');
  });

  it('takes digits only, at most 9', () => {
    expect(zipMask.format(zipMask.clean('2a0 0 0 1 1 2 3 4 5 6')).text).toBe('20001-1234');
  });
});
