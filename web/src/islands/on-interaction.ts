import type { IslandName } from './Island';

/**
 * Islands whose script waits for the visitor's first touch, focus or key inside them: the page
 * works without it (a plain form), so it costs nothing at load (decision 480). A file of its own:
 * main.tsx reads it without loading React.
 */
export const ON_INTERACTION: ReadonlySet<IslandName> = new Set<IslandName>(['eligibility-check']);
