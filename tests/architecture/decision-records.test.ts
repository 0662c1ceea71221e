import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The decision records (docs/decisions/NNN-title.md) are cited by number from code and docs, so
 * each number names one record; each says whether it still holds and since when.
 */
const dir = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((name) => name.endsWith('.md'));

describe('decision records', () => {
  it('are named NNN-title.md, one record per number, and their heading gives the same number', () => {
    expect(records.length).toBeGreaterThan(0);
    const numbers = records.map((name) => /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1] ?? `misnamed: ${name}`);
    const repeated = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(numbers.filter((n) => n.startsWith('misnamed'))).toEqual([]);
    expect(repeated).toEqual([]);
    const headings = records.filter((name) => !readFileSync(path.join(dir, name), 'utf8').startsWith(`# ${name.slice(0, 3)}`));
    expect(headings).toEqual([]);
  });

  it('each carry one Status: and one Date: (YYYY-MM-DD) line', () => {
    const incomplete = records.filter((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return (text.match(/^Status: \S/gm) ?? []).length !== 1 || (text.match(/^Date: \d{4}-\d{2}-\d{2}$/gm) ?? []).length !== 1;
    });
    expect(incomplete).toEqual([]);
  });
});
