import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../../i18n/I18n';
import { i18nData } from '../../i18n/catalogues';
import { LanguageSwitch } from './LanguageSwitch';
import { pointToTwin, twinOf } from './twin-path';

describe('the language switch (LanguageSwitch.tsx, twin-path.ts)', () => {
  it('links each page to its twin in the other language, without the query', () => {
    expect(twinOf('/es/about-open-diploma-fund')).toEqual({ locale: 'en', href: '/about-open-diploma-fund' });
    expect(twinOf('/')).toEqual({ locale: 'es', href: '/es' });
    expect(twinOf('/es')).toEqual({ locale: 'en', href: '/' });
    expect(twinOf('/open-diploma-fund-contact-us', '?topic=help').href).toBe('/es/open-diploma-fund-contact-us');
    // Only the status page keeps a reference; elsewhere it means nothing.
    expect(twinOf('/es/open-diploma-fund-for-parents', '?reference=PA-7K3M-9QX2').href).toBe('/open-diploma-fund-for-parents');
  });

  it('keeps the reference on the status page (Spanish review L19), and nothing else of the address', () => {
    expect(twinOf('/es/application-status', '?reference=UG-7K3M-9QX2')).toEqual({
      locale: 'en',
      href: '/application-status?reference=UG-7K3M-9QX2',
    });
    // As the page reads it: trimmed and in capitals; other parameters left behind.
    expect(twinOf('/application-status', '?utm_source=mail&reference=ug-7k3m-9qx2&x=1').href).toBe(
      '/es/application-status?reference=UG-7K3M-9QX2',
    );
    // A malformed reference is no reference, and no query goes along at all.
    expect(twinOf('/application-status', '?reference=<script>').href).toBe('/es/application-status');
    expect(twinOf('/es/application-status').href).toBe('/application-status');
  });

  it('points a prerendered link at the twin of the address the page was opened at, never with its fragment', () => {
    const set: Record<string, string> = {};
    const link = { setAttribute: (name: string, value: string) => void (set[name] = value) };
    // An e-mail's link: the reference in the query, the key in the fragment (location.hash, never read here).
    pointToTwin(link, { pathname: '/es/application-status', search: '?reference=HS-AAAA-BBBB' });
    expect(set).toEqual({ href: '/application-status?reference=HS-AAAA-BBBB' });
  });

  it('renders, in the React app, the link that keeps the reference', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/es/application-status?reference=PA-7K3M-9QX2&from=mail']}>
        <I18nProvider value={i18nData('es')}>
          <LanguageSwitch place="nav" />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/application-status?reference=PA-7K3M-9QX2"');
    expect(html).toContain('data-lang-twin=""');
  });
});
