import { formulaSafe } from './spreadsheet-cells.js';

describe('formulaSafe', () => {
  it('keeps plain text as it is', () => {
    for (const text of ['Maya', 'Anne-Marie', 'a+b', 'me@example.org', '12 Main St, Apt 3', '', 'x = 1'])
      expect(formulaSafe(text)).toBe(text);
  });

  it('makes a cell that starts like a formula text', () => {
    expect(formulaSafe('=1+1')).toBe("'=1+1");
    expect(formulaSafe('+Evil')).toBe("'+Evil");
    expect(formulaSafe('-1 Main St')).toBe("'-1 Main St");
    expect(formulaSafe('@Town')).toBe("'@Town");
    expect(formulaSafe('\t=1')).toBe("'\t'=1");
  });

  it.each([';', ',', '\t', '|', '\n', '\r\n', '; ', ',  '])(
    'neutralises a formula character after the separator %j, as a spreadsheet splitting on it would see a new cell',
    (separator) => {
      for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)']) {
        const safe = formulaSafe(`Thanks${separator}${formula}`);
        expect(safe).toBe(`Thanks${separator}'${formula}`);
        // Split on that separator, no piece starts like a formula.
        for (const piece of safe.split(separator.trim() || separator)) expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    },
  );

  it('neutralises every formula in a value, and a leading one', () => {
    expect(formulaSafe('=A1;=B2|+C3')).toBe("'=A1;'=B2|'+C3");
  });
});
