/** The port the e2e app listens on (E2E_PORT overrides). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** Debian's Chromium on a closed network: without the background flags it floods refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
