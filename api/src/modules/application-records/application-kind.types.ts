import { registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind } from '../../domain/applications/index.js';

/** The GraphQL enum of the three forms, shared by every type that names a kind. */
export const ApplicationKind = { UNDERGRAD: 'undergrad', PARENT: 'parent', HIGH_SCHOOL: 'high-school' } as const satisfies Record<
  string,
  Kind
>;
registerEnumType(ApplicationKind, {
  name: 'ApplicationKind',
  description: 'The three application forms of the site.',
  valuesConfig: {
    UNDERGRAD: { description: 'Undergraduate loan repayment (/api/undergrad/…).' },
    PARENT: { description: 'Parent loan repayment (/api/parents/…).' },
    HIGH_SCHOOL: { description: 'High-school senior scholarship (/api/high-school/…).' },
  },
});
