import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ApplicationStatus } from '../modules/application-status/components/ApplicationStatus';
import { islandIdPrefix } from './Island';

/** The status page's island: hydrates the sign-in form. No router, no Apollo, no zod. */
export function hydrate(root: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ApplicationStatus />
      </StrictMode>,
      { identifierPrefix: islandIdPrefix('application-status') },
    );
  });
}
