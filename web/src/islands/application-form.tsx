import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../i18n/I18n';
import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import type { ApplicationFormIslandProps } from './ApplicationFormIsland';

/**
 * The application form's island: hydrates the prerendered form with its layout and words (the
 * JSON the page carries). No router, no Apollo, no catalogue; zod loads when the visitor starts typing.
 */
export function hydrate(root: HTMLElement, props: ApplicationFormIslandProps, idPrefix: string): void {
  // In a transition React hydrates in short slices that yield to the browser, instead of one
  // long task that would hold up a phone's first taps (total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider value={props.i18n}>
          <ApplicationForm spec={props.layout} />
        </I18nProvider>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
