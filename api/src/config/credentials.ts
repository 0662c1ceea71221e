import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

type Env = Record<string, string | undefined>;

/**
 * Secrets handed over by systemd's `LoadCredential=` (deploy/odf.service): one file per secret in
 * `$CREDENTIALS_DIRECTORY`, readable by the service alone and never in its environment (where
 * `systemctl show` and child processes would see it). Each file fills in its variable; a variable
 * also set in the environment must agree with it, else the start stops (two different keys would
 * silently seal with one and fail to open with the other).
 */
export const CREDENTIAL_FILES = {
  'encryption-keys': 'ENCRYPTION_KEYS',
  'encryption-key': 'ENCRYPTION_KEY',
  'session-secret': 'SESSION_SECRET',
  'audit-key': 'AUDIT_KEY',
} as const;

/** Passwords go into their URL, which in the unit's environment names user and host only. */
const PASSWORD_FILES = { 'db-password': 'DATABASE_URL', 'smtp-password': 'SMTP_URL' } as const;

function readCredential(dir: string, name: string): string | undefined {
  const file = path.join(dir, name);
  if (!existsSync(file)) return undefined;
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value === '' ? undefined : value;
  } catch (error) {
    throw new ConfigError(
      `The credential ${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): check LoadCredential=.`,
    );
  }
}

function withPassword(variable: string, url: string | undefined, password: string): string | undefined {
  if (!url) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // the URL's own check names the problem
  }
  if (parsed.password && decodeURIComponent(parsed.password) !== password) {
    throw new ConfigError(
      `${variable} has a password and the credential file another: keep the password in the credential only.`,
    );
  }
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The environment with the credentials of `$CREDENTIALS_DIRECTORY` filled in (unchanged without it). */
export function withCredentials(env: Env): Env {
  const dir = env.CREDENTIALS_DIRECTORY;
  if (!dir) return env;
  const out: Env = { ...env };
  for (const [name, variable] of Object.entries(CREDENTIAL_FILES)) {
    const value = readCredential(dir, name);
    if (value === undefined) continue;
    if (env[variable] && env[variable] !== value) {
      throw new ConfigError(
        `${variable} is set and differs from the credential ${name}: set it in one place only (the credential).`,
      );
    }
    out[variable] = value;
  }
  for (const [name, variable] of Object.entries(PASSWORD_FILES)) {
    const value = readCredential(dir, name);
    if (value !== undefined) out[variable] = withPassword(variable, env[variable], value);
  }
  return out;
}
