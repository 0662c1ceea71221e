#!/usr/bin/env node
// Renders deploy/templates/* with this server's values: `node deploy/render.mjs --domain apply.example.org --out /tmp/odf`
// Plain Node and no dependencies, so it runs on a fresh server before `npm ci`. The tests render with it too.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TEMPLATES = path.join(here, 'templates');

/** Every value a template may use, with the defaults deploy/README.md assumes. */
export const DEFAULTS = {
  DOMAIN: 'apply.example.org',
  APP_USER: 'odf',
  APP_DIR: '/opt/odf',
  DATA_DIR: '/var/lib/odf',
  BACKUP_DIR: '/var/backups/odf',
  ENV_FILE: '/etc/odf/odf.env',
  CREDENTIALS_DIR: '/etc/odf/credentials',
  NODE: '/usr/bin/node',
  PORT: '3000',
  UPLOAD_REQUEST_MB: '40',
  SHUTDOWN_GRACE_S: '20',
  MEMORY_MAX: '1500M',
  KEEP_DAILY: '7',
  KEEP_WEEKLY: '4',
  MAIL_FROM: 'hello@example.org',
  SMTP_URL: 'smtp://odf@mail.example.org:587',
  // The proxy's own listening ports and TLS; the tests set loopback ports and their own certificates.
  HTTP_PORT: '80',
  HTTPS_PORT: '443',
  SITE_ADDRESS: '',
  CADDY_GLOBAL: '',
  CADDY_TLS: '',
  TLS_CERT: '',
  TLS_KEY: '',
};

/** Values computed from the others, so the proxy and the app cannot disagree. */
function derive(values) {
  return {
    ...values,
    SITE_ADDRESS: values.SITE_ADDRESS || values.DOMAIN,
    // Where plain HTTP is sent: the site's own name, never the Host a visitor wrote.
    HTTPS_ORIGIN: `https://${values.DOMAIN}${values.HTTPS_PORT === '443' ? '' : `:${values.HTTPS_PORT}`}`,
    TLS_CERT: values.TLS_CERT || `/etc/letsencrypt/live/${values.DOMAIN}/fullchain.pem`,
    TLS_KEY: values.TLS_KEY || `/etc/letsencrypt/live/${values.DOMAIN}/privkey.pem`,
    // The app refuses a submission over UPLOAD_REQUEST_MB with its own JSON answer; the proxy lets
    // 1 MiB more through for the form's other fields, so it never cuts a valid submission first.
    PROXY_BODY_MB: String(Number(values.UPLOAD_REQUEST_MB) + 1),
    // systemd waits this long after SIGTERM: the app's grace for uploads in flight, and a margin.
    STOP_TIMEOUT_S: String(Number(values.SHUTDOWN_GRACE_S) + 10),
  };
}

export function render(text, given = {}) {
  const values = derive({ ...DEFAULTS, ...given });
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`Unknown template value {{${name}}}`);
    return values[name];
  });
}

/** Renders every template into `outDir` (same file names); answers the written paths. */
export function renderAll(outDir, given = {}) {
  mkdirSync(outDir, { recursive: true });
  return readdirSync(TEMPLATES).map((name) => {
    const out = path.join(outDir, name);
    writeFileSync(out, render(readFileSync(path.join(TEMPLATES, name), 'utf8'), given));
    return out;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k.toLowerCase().replace(/_/g, '-'), { type: 'string' }]));
  const { values } = parseArgs({ options: { ...options, out: { type: 'string' } }, strict: true });
  if (!values.out) {
    console.error(`Usage: node deploy/render.mjs --domain apply.example.org --out DIR [--${Object.keys(options).join(' --')}]`);
    process.exit(1);
  }
  const given = Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k !== 'out')
      .map(([k, v]) => [k.toUpperCase().replace(/-/g, '_'), v]),
  );
  for (const file of renderAll(values.out, given)) console.log(`wrote ${file}`);
}
