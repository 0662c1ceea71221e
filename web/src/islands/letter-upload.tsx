import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider, type I18nData } from '../i18n/I18n';
import { LetterUpload } from '../modules/letters/components/LetterUpload';

/** The recommender's page's island: hydrates the letter's facts, upload and decline in the page's language. No router, no Apollo. */
export function hydrate(root: HTMLElement, props: { i18n: I18nData }, idPrefix: string): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider value={props.i18n}>
          <LetterUpload />
        </I18nProvider>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
