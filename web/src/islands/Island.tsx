import type { ReactNode } from 'react';

/** The islands a page can hold; main.tsx loads each one's script by this name. */
export type IslandName =
  'application-form' | 'application-form-letters' | 'application-status' | 'eligibility-check' | 'letter-upload';

export { ON_INTERACTION } from './on-interaction';

export { islandIdPrefix } from './island-id';

/** Set by the build's server entry while it renders a page: collects the islands to render apart. */
let collect: ((content: ReactNode, name: IslandName) => number) | null = null;

export function collectIslands(collector: typeof collect): void {
  collect = collector;
}

export interface IslandProps {
  name: IslandName;
  /** What the island's script needs to hydrate `children` again: plain JSON. */
  props: object;
  children: ReactNode;
}

/**
 * A part of a static page that React hydrates on its own (decision 160): the page around it
 * stays plain HTML, and the browser loads React and this part's code only. At build time the
 * content is rendered as a separate root (scripts/prerender.mjs fills the slot), so its ids
 * match when the island's script hydrates it. In the React app (client-side navigation) it is
 * just its children.
 */
export function Island({ name, props, children }: IslandProps) {
  // Props travel as a data attribute of the island's root: data, never inline script (CSP).
  const json = JSON.stringify(props);
  const slot = collect?.(children, name);
  return slot === undefined ? (
    <div data-island={name} data-island-props={json}>
      {children}
    </div>
  ) : (
    <div data-island={name} data-island-props={json} data-island-slot={slot} />
  );
}
