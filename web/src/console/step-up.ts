import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from './rest';

/**
 * Step-up (issue 23): the sharpest actions answer STEP_UP_REQUIRED when the session's last factor
 * is older than 15 minutes. The console then asks for the factor in a dialog (StepUpDialog
 * registers itself here) and runs the same request again, so nothing the user typed is lost.
 */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

type Asker = () => Promise<boolean>;
let asker: Asker | null = null;
let waiting: Promise<boolean> | null = null;

export function setStepUpAsker(next: Asker | null): void {
  asker = next;
}

/** Opens the dialog (once, however many requests ask at the same time); true once the factor is given. */
export function askForStepUp(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  waiting ??= asker().finally(() => (waiting = null));
  return waiting;
}

export function isStepUpRequired(error: unknown): boolean {
  if (error instanceof ApiError) return error.body.code === STEP_UP_REQUIRED;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === STEP_UP_REQUIRED);
  return false;
}

/** Runs a REST call; when it needs a recent factor, asks for one and runs it once more. */
export async function withStepUp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isStepUpRequired(error) && (await askForStepUp())) return run();
    throw error;
  }
}
