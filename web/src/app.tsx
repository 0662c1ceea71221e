import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { enhancePage } from './components/enhance';
import { routes } from './routes';
import { fallbackSiteData, readSiteData, SiteDataProvider } from './site/site-data';

/**
 * The React app: the staff console (rendered into the empty shell) and the public pages that
 * hold forms (hydrated). Loaded on demand by main.tsx, so static public pages never pay for it.
 */
export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <SiteDataProvider data={readSiteData(container) ?? fallbackSiteData}>
        <RouterProvider router={router} />
      </SiteDataProvider>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Page widgets (carousel, tabs…) on pages reached by client-side navigation.
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') requestAnimationFrame(() => enhancePage(document));
  });
}
