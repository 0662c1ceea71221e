import { organisation } from '../domain/organisation.js';
import { ConfigError } from './config-error.js';

// The addresses among the settings (database, site, mail server), each checked as the server reads it.

/** DATABASE_URL: a mysql:// (or mariadb://) URL naming a database; unset means SQLite. */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL is invalid: expected mysql://user:password@host:port/database');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError('DATABASE_URL is invalid: only mysql:// URLs are supported (leave it unset for SQLite)');
  }
  if (url.pathname.replace(/^\//, '') === '') {
    throw new ConfigError('DATABASE_URL is invalid: it must name a database, e.g. mysql://user@host:3306/odf');
  }
  return value;
}

/** PUBLIC_URL: the site's address as people type it, http(s) only; links in e-mails start with it. */
export function parsePublicUrl(value: string | undefined): string {
  const raw = (value ?? '').trim() || organisation.url;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is invalid: expected the site's address, e.g. https://opendiplomafund.org (got "${raw}")`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL is invalid: expected the site's address, e.g. https://opendiplomafund.org (got "${raw}")`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** SMTP_URL: smtp:// or smtps://; unset means mail is written to the outbox folder. */
export function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return value;
  } catch {
    /* fall through to the error below */
  }
  throw new ConfigError('SMTP_URL is invalid: expected smtp://host:port or smtps://user:pass@host:port');
}
