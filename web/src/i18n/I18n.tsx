import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { PrimitiveType } from 'intl-messageformat';
import type { DomainCatalogue } from '@domain/i18n/domain-translator';
import { localizedPath, type Locale } from '@domain/i18n/locales';
import type { MessageKey } from './messages/en';
import { formatMessage, formatRich, type CompiledMessage, type CompiledMessages, type MessageValues } from './format';

/** What a page is written in: its locale and its messages (compiled, decision 290). */
export interface I18nData {
  locale: Locale;
  messages: CompiledMessages;
  /** The domain's texts and rules in this language (labels, options, field messages); none in English. */
  domain?: DomainCatalogue<CompiledMessage>;
  /** Set while the server renders: the keys used, so a hydrating page carries only those. */
  used?: Set<string>;
}

const I18nContext = createContext<I18nData>({ locale: 'en', messages: {} });

export function I18nProvider({ value, children }: { value: I18nData; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

type Tag = (chunks: ReactNode[]) => ReactNode;

export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  /** A message with tags: each tag's function wraps its words (`<link>…</link>` → a link). */
  rich(key: MessageKey, values: Record<string, PrimitiveType | ReactNode | Tag>): ReactNode;
  /** An English page's path in this page's language: '/about-x' → '/es/about-x'. */
  path(englishPath: string): string;
  locale: Locale;
}

function translator({ locale, messages, used }: I18nData): Translate {
  // A key missing from the page's messages shows as itself: the catalogue tests and the
  // pseudo-locale run catch it before anyone reads it.
  const t = ((key: MessageKey, values?: MessageValues) => {
    used?.add(key);
    const message = messages[key];
    return message === undefined ? key : formatMessage(locale, message, values);
  }) as Translate;
  t.rich = (key, values) => {
    used?.add(key);
    const message = messages[key];
    if (message === undefined) return key;
    const parts = formatRich<ReactNode>(locale, message, values as never);
    return Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts;
  };
  t.path = (englishPath) => localizedPath(englishPath, locale);
  t.locale = locale;
  return t;
}

/** The current page's translate function. */
export function useT(): Translate {
  const data = useContext(I18nContext);
  return useMemo(() => translator(data), [data]);
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** The page's whole I18n data (islands hand a part of it to their own root). */
export function useI18nData(): I18nData {
  return useContext(I18nContext);
}

/** A fixed English text of the domain (a label, an option, a message) in the page's language. */
export function useDomainText(): (english: string) => string {
  const { locale, domain } = useContext(I18nContext);
  return useMemo(() => domainTextOf(locale, domain), [locale, domain]);
}

export function domainTextOf(locale: Locale, domain: I18nData['domain']): (english: string) => string {
  return (english) => {
    const message = domain?.texts[english];
    return message === undefined ? english : formatMessage(locale, message);
  };
}

/** The I18n data a server-rendered root carries in data-i18n, or undefined without one. */
export function readI18n(container: HTMLElement): I18nData | undefined {
  const raw = container.dataset.i18n;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as I18nData;
  } catch {
    return undefined;
  }
}
