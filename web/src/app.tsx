import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { enhancePage } from './components/enhance';
import { routes } from './routes';
import { fallbackSiteData, readSiteData, SiteDataProvider } from './site/site-data';
import { I18nProvider, readI18n } from './i18n/I18n';

/**
 * The React app: the staff console (rendered into the empty shell) and the public pages that
 * hold forms (hydrated). Loaded on demand by main.tsx, so static public pages never pay for it.
 */
export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <I18nProvider value={readI18n(container) ?? { locale: 'en', messages: {} }}>
        <SiteDataProvider data={readSiteData(container) ?? fallbackSiteData}>
          <RouterProvider router={router} />
        </SiteDataProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Page widgets (carousel, tabs…) on pages reached by client-side navigation.
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') requestAnimationFrame(() => enhancePage(document));
  });
}
