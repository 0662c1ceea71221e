import { describe, expect, it } from 'vitest';
import { criterionSchema } from '@domain/review/inputs';
import { keyFromLabel } from './rubric-keys';

describe('keyFromLabel', () => {
  it('camel-cases the label into a key the domain accepts', () => {
    const key = keyFromLabel('Community service & leadership', new Set());
    expect(key).toBe('communityServiceLeadership');
    expect(criterionSchema.shape.key.safeParse(key).success).toBe(true);
  });

  it('never repeats a key already taken, and starts with a letter', () => {
    expect(keyFromLabel('Essay', new Set(['essay', 'essay2']))).toBe('essay3');
    expect(keyFromLabel('4-year plan', new Set())).toBe('year' + 'Plan');
    expect(keyFromLabel('!!!', new Set())).toBe('criterion');
  });
});
