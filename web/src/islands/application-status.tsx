import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider, type I18nData } from '../i18n/I18n';
import { ApplicationStatus } from '../modules/application-status/components/ApplicationStatus';

/** The status page's island: hydrates the sign-in form in the page's language. No router, no Apollo, no zod. */
export function hydrate(root: HTMLElement, props: { i18n: I18nData }, idPrefix: string): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider value={props.i18n}>
          <ApplicationStatus />
        </I18nProvider>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
