import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../i18n/I18n';
import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import { recommenderPart } from '../modules/forms/recommender-part';
import type { ApplicationFormIslandProps } from './ApplicationFormIsland';

/**
 * The application form's island for a cycle that asks for a letter of recommendation (issue 38):
 * the same form with the recommender's section. An island of its own, so the pages of every
 * other form load none of it.
 */
export function hydrate(root: HTMLElement, props: ApplicationFormIslandProps, idPrefix: string): void {
  // In a transition React hydrates in short slices that yield to the browser, instead of one
  // long task that would hold up a phone's first taps (total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider value={props.i18n}>
          <ApplicationForm spec={props.layout} recommender={recommenderPart} />
        </I18nProvider>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
