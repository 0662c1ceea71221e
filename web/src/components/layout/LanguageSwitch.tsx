import { useLocation } from 'react-router-dom';
import { LANGUAGE_TAG, type Locale } from '@domain/i18n/locales';
import { useT } from '../../i18n/I18n';
import { twinOf } from './twin-path';

/** The staff console's paths (routes.tsx staffPaths): English only, so they offer no other language. */
const STAFF = /^\/(login|registration|reset-password|admin-access|show-applicant)(\/|-|$)/;

/** True on the staff console, which stays English (issue 26). */
export function useStaffPage(): boolean {
  return STAFF.test(useLocation().pathname);
}

/** The same page in the other language: '/es/about-x' ↔ '/about-x' (twin-path.ts says what of the query goes along). */
export function useTwinPath(): { locale: Locale; href: string } {
  const { pathname, search } = useLocation();
  return twinOf(pathname, search);
}

/**
 * A plain link to this page in the other language (never a redirect): in the header bar on
 * phones, in the navigation on wide screens and in the mobile menu.
 */
export function LanguageSwitch({ place }: { place: 'bar' | 'nav' }) {
  const t = useT();
  const twin = useTwinPath();
  if (useStaffPage()) return null;
  return (
    <a
      className={`lang-switch lang-switch--${place}`}
      href={twin.href}
      hrefLang={LANGUAGE_TAG[twin.locale]}
      lang={LANGUAGE_TAG[twin.locale]}
      title={t('layout.switch.title')}
      data-lang-switch={place}
      data-lang-twin=""
    >
      {place === 'bar' ? (
        // A phone's header bar has room for the code only; the link's name is the language's own.
        <>
          <span aria-hidden="true">{LANGUAGE_TAG[twin.locale].toUpperCase()}</span>
          <span className="visually-hidden">{t('layout.switch.label')}</span>
        </>
      ) : (
        t('layout.switch.label')
      )}
    </a>
  );
}

/**
 * The offer of the Spanish page to a visitor whose browser prefers Spanish: in the HTML of every
 * English page, hidden; components/enhance/language-offer.ts shows it once, at the foot of the
 * window (fixed, so nothing moves), and never sends anyone anywhere by itself.
 */
export function LanguageOffer() {
  const t = useT();
  const twin = useTwinPath();
  const staff = useStaffPage();
  if (twin.locale !== 'es' || staff) return null;
  return (
    <aside className="lang-offer" lang="es" aria-label={t('layout.offer.text')} hidden data-lang-offer>
      <p>
        {t('layout.offer.text')}{' '}
        <a href={twin.href} hrefLang="es" data-lang-twin="">
          {t('layout.offer.link')}
        </a>
      </p>
      <button type="button" className="button button--secondary button--small" data-lang-offer-dismiss>
        {t('layout.offer.dismiss')}
      </button>
    </aside>
  );
}
