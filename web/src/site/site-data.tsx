import { createContext, useContext, type ReactNode } from 'react';
import { FIRST_ACCESSIBILITY_REVIEW, organisation, phoneDisplay, phoneHref } from '@domain/organisation';
import type { SiteData } from '@domain/site-content';
import type { SocialLink } from './site-config';

/**
 * The content staff edit (settings, team, news, store), as the server rendered the page with it.
 * The server passes the current snapshot to every render; the browser app reads the same
 * snapshot from the root element (data-site-data), so hydration matches the HTML.
 */
export const fallbackSiteData: SiteData = {
  version: 0,
  settings: {
    phone: phoneDisplay(),
    email: organisation.email,
    address: organisation.mailingAddress,
    ein: '',
    facebookUrl: '',
    instagramUrl: '',
    linkedinUrl: '',
    xUrl: '',
    donateDollarButtonId: '',
    donateOneTimeButtonId: '',
    donateMonthlyButtonId: '',
    accessibilityReviewedOn: FIRST_ACCESSIBILITY_REVIEW,
  },
  team: [],
  news: [],
  storeProducts: [],
  cycles: [],
};

const SiteDataContext = createContext<SiteData>(fallbackSiteData);

export function SiteDataProvider({ data, children }: { data: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}

/** The organisation's contact details and links as the pages show them. */
export function useSiteSettings() {
  const { settings } = useSiteData();
  const socialLinks: SocialLink[] = (
    [
      { name: 'Facebook', href: settings.facebookUrl },
      { name: 'Instagram', href: settings.instagramUrl },
      { name: 'LinkedIn', href: settings.linkedinUrl },
      { name: 'X', href: settings.xUrl },
    ] as const
  ).filter((s) => s.href !== '');
  const digits = settings.phone.replace(/\D/g, '');
  return {
    ...settings,
    phoneHref: digits.length >= 10 ? phoneHref(digits) : `tel:${digits}`,
    socialLinks,
  };
}

/** The snapshot the server wrote on the root element, or undefined on a page without one. */
export function readSiteData(container: HTMLElement): SiteData | undefined {
  const raw = container.dataset.siteData;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as SiteData;
  } catch {
    return undefined;
  }
}
