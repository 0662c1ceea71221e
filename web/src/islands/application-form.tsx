import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import type { ApplicationFormLayout } from '../modules/forms/form-layout';
import { islandIdPrefix } from './Island';

/**
 * The application form's island: hydrates the prerendered form with its layout (the JSON the
 * page carries). No router, no Apollo; zod loads when the visitor starts typing.
 */
export function hydrate(root: HTMLElement, props: ApplicationFormLayout): void {
  // In a transition React hydrates in short slices that yield to the browser, instead of one
  // long task that would hold up a phone's first taps (total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ApplicationForm spec={props} />
      </StrictMode>,
      { identifierPrefix: islandIdPrefix('application-form') },
    );
  });
}
