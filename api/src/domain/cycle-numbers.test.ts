import { cycleName, cycleNumbers } from './cycle-numbers.js';

describe('cycle numbers', () => {
  it('numbers each program’s cycles from 1 in the order they were started, whatever order they come in', () => {
    const cycles = [
      { id: '7', kind: 'high-school' },
      { id: '3', kind: 'parent' },
      { id: '4', kind: 'high-school' },
      { id: '1', kind: 'high-school' },
      { id: '10', kind: 'parent' },
      { id: '2', kind: 'undergrad' },
    ];
    const numbers = cycleNumbers(cycles);
    expect(Object.fromEntries(numbers)).toEqual({ '1': 1, '4': 2, '7': 3, '3': 1, '10': 2, '2': 1 });
    expect(cycleName('Scholarship', numbers.get('7')!)).toBe('Scholarship cycle 3');
  });

  it('takes numeric ids too', () => {
    expect([
      ...cycleNumbers([
        { id: 12, kind: 'a' },
        { id: 9, kind: 'a' },
      ]),
    ]).toEqual([
      [9, 1],
      [12, 2],
    ]);
  });
});
