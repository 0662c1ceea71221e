/**
 * The page widgets that load only on the pages that hold them (the hero's video, the carousel, the
 * store's tabs, the donate page's promo, the team page's typed heading), by the attribute that
 * marks them. The prerenderer preloads a widget's script on its pages from this same list, so
 * the widget arrives with the page and every other page carries none of it.
 */
export const LAZY_WIDGETS = {
  hero: { selector: '[data-hero]', file: 'hero-video' },
  carousel: { selector: '[data-carousel]', file: 'carousel' },
  tabs: { selector: '[data-tabs]', file: 'tabs' },
  promo: { selector: 'dialog[data-promo]', file: 'promo' },
  typedHeading: { selector: '[data-typed-heading]', file: 'typed-heading' },
} as const;

/** Where Vite's manifest keeps a widget's script. */
export const widgetModule = (file: string) => `src/components/enhance/${file}.ts`;

/** The attribute name in a widget's selector, as it appears in the page's HTML. */
export const widgetAttribute = (selector: string) => /\[([a-z-]+)\]/.exec(selector)![1]!;
