import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { EligibilityCheck, type EligibilityCheckProps } from '../modules/forms/components/EligibilityCheck';

/** The eligibility check's island: hydrates the server's plain form with its questions and words. */
export function hydrate(root: HTMLElement, props: EligibilityCheckProps, idPrefix: string): void {
  // The script loads at the visitor's first touch: an answer given before it ran is taken as given.
  const given: Record<string, boolean> = {};
  root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked').forEach((input) => {
    given[input.name.slice('answers.'.length)] = input.value === 'yes';
  });
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <EligibilityCheck {...props} given={given} />
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
