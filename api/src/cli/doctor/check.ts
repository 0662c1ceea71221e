import type { DataSource } from 'typeorm';

/** One line of `npm run doctor`: ok, a warning (exit 0), or a failure (exit 1) with what to do. */
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
  /** What the operator does about it; set for warnings and failures. */
  fix?: string;
}

export type Env = Record<string, string | undefined>;

/** What every check may read: the settings as the server would see them, and the database when it opened. */
export interface DoctorContext {
  /** The environment with the credentials of $CREDENTIALS_DIRECTORY filled in. */
  env: Env;
  /** The environment as given, to tell a secret in the unit's environment from a credential. */
  given: Env;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  db: DataSource | undefined;
}

export const ok = (name: string, detail: string): CheckResult => ({ name, status: 'ok', detail });
export const warn = (name: string, detail: string, fix: string): CheckResult => ({ name, status: 'warn', detail, fix });
export const fail = (name: string, detail: string, fix: string): CheckResult => ({ name, status: 'fail', detail, fix });

/** A check that hangs (a mail server that never answers) fails after `ms` instead. */
export function within<T>(ms: number, work: Promise<T>, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(onTimeout()), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
