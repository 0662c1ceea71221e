import { enhancePage } from './components/enhance';
import './styles/global.css';

/*
 * The entry every page loads. Static public pages only need the small enhancement script
 * (navigation, carousel, tabs, dialog…); pages that hold React forms (marked data-hydrate by
 * the prerenderer) and the staff console (the empty shell) also load the React app.
 * See docs/decisions/040-static-public-pages-islands-of-react.md.
 */
const container = document.getElementById('root')!;
if (!container.firstElementChild || container.dataset.hydrate === 'app') {
  void import('./app').then(({ startApp }) => {
    startApp(container);
    enhancePage(document);
  });
} else {
  enhancePage(document);
}
