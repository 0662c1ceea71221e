/** The port the e2e app listens on (E2E_PORT overrides). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
