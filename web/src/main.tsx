import { enhancePage } from './components/enhance';
import type { IslandName } from './islands/Island';
import { islandIdPrefix } from './islands/island-id';
import { ON_INTERACTION } from './islands/on-interaction';
import './styles/global.css';

/*
 * The entry every page loads. Static public pages only need the small enhancement script
 * (navigation, carousel, tabs, dialog…). Pages with an island (the application forms) load
 * React and that island's code only (decision 160); pages that hold other React forms (marked
 * data-hydrate by the prerenderer) and the staff console (the empty shell) load the React app.
 * See docs/decisions/040-static-public-pages-islands-of-react.md.
 */
const islands: Record<IslandName, () => Promise<{ hydrate(root: HTMLElement, props: never, idPrefix: string): void }>> = {
  'application-form': () => import('./islands/application-form'),
  'application-form-letters': () => import('./islands/application-form-letters'),
  'application-status': () => import('./islands/application-status'),
  'eligibility-check': () => import('./islands/eligibility-check'),
  'letter-upload': () => import('./islands/letter-upload'),
};

function startIslands(): void {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((root) => {
    const name = root.dataset.island as IslandName;
    const props = root.dataset.islandProps;
    if (!islands[name] || !props) return;
    const start = () =>
      void islands[name]().then((island) => island.hydrate(root, JSON.parse(props) as never, islandIdPrefix(name)));
    if (!ON_INTERACTION.has(name)) return start();
    // A plain form until then (decision 480): its script loads at the first touch, focus or key inside it.
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    const once = () => {
      for (const event of events) root.removeEventListener(event, once);
      start();
    };
    for (const event of events) root.addEventListener(event, once, { passive: true });
  });
}

const container = document.getElementById('root')!;
if (!container.firstElementChild || container.dataset.hydrate === 'app') {
  void import('./start-app')
    .then(({ loadApp }) => loadApp())
    .then(({ startApp }) => {
      startApp(container);
      enhancePage(document);
    });
} else {
  enhancePage(document);
  startIslands();
}
