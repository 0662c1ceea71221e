import type { IslandName } from './Island';

/**
 * The id prefix of an island's own React root: the server render and the hydration must agree.
 * A file of its own: main.tsx hands it to each island's script, so no island's script shares a
 * chunk with another's for one line.
 */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
