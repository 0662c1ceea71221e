/**
 * Hostile input on every public door: each request of hostile-input.cases.ts is refused with a
 * 4xx and a clear JSON message, no stack trace and no server path, and leaves every table as it
 * was (applicants, documents and their parts, visitor messages, users, reset codes).
 * Inert payloads (Unicode tricks, SQL, script, traversal file names) are in hostile-inert.test.ts.
 */
import { APPLICATION_KINDS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { documentsFor, type UploadFiles } from '../support/fixtures/application-requests.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { listRoutes, watchRoutes } from '../support/route-inventory.js';
import { REST } from './authorization-matrix.cases.js';
import { hostileCases, type HostileContext } from './hostile-input.cases.js';
import { C, L, N, R, S, V } from './hostile-input-requests.support.js';
import { census, expectCleanRefusal } from './hostile-input.support.js';

watchRoutes();

describe.each(databases)('hostile input is refused cleanly and stores nothing (%s)', (dbKind) => {
  const ctx = { docs: {} as Record<ApplicationKind, UploadFiles> } as HostileContext;
  const errors: string[] = [];
  const originalError = console.error;

  beforeAll(async () => {
    [ctx.app, ctx.small] = await Promise.all([
      startTestApp(dbKind),
      startTestApp(dbKind, { env: { UPLOAD_FILE_MB: '1', UPLOAD_REQUEST_MB: '2' } }),
    ]);
    for (const kind of APPLICATION_KINDS) ctx.docs[kind] = await documentsFor(kind);
    // A refusal is not a server error: nothing may reach the error log while these run.
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  });
  afterAll(async () => {
    console.error = originalError;
    await Promise.all([ctx.app?.close(), ctx.small?.close()]);
  });

  it('tries hostile requests on every public door the app registers', () => {
    // Where each door of the cases is; staff-only routes are the authorization matrix's.
    const doorPaths: Record<string, string> = {
      'undergrad submit': 'POST /api/undergrad/submit-new-application',
      'parent submit': 'POST /api/parents/submit-new-application',
      'high-school submit': 'POST /api/high-school/submit-new-application',
      volunteer: `POST ${V}`,
      contact: `POST ${C}`,
      login: `POST ${L}`,
      register: `POST ${R}`,
      'reset send-temp-code': `POST ${S}`,
      'reset create-new-password': `POST ${N}`,
      'csrf-token': 'GET /api/csrf-token',
      GraphQL: 'POST /graphql',
      'GraphQL upload': 'POST /graphql (multipart)',
      'status send-code': 'POST /api/application-status/send-code',
      'status verify': 'POST /api/application-status/verify',
      'status link': 'POST /api/application-status/link',
      'status sign-out': 'POST /api/application-status/sign-out',
      'status request upload': 'POST /api/application-status/requests/:id/upload',
      'eligibility check': 'POST /api/eligibility/:program',
      'letter upload': 'POST /api/letters/:token',
      'letter decline': 'POST /api/letters/:token/decline',
      'status letter remind': 'POST /api/application-status/letters/:id/remind',
      'status letter replace': 'POST /api/application-status/letters',
    };
    // Doors the authorization matrix refuses to a stranger answer before reading the body (the
    // factor doors too: they want a session, half or whole); logout reads no body at all.
    const refusedToStrangers = new Set(Object.entries(REST).flatMap(([route, row]) => (row[0] === 'ok' ? [] : [route])));
    const readsNoBody = new Set(['POST /api/auth/admin-access/logout']);
    const staffOnly = { test: (route: string) => refusedToStrangers.has(route) || readsNoBody.has(route) };
    const router = (ctx.app.server.listeners('request')[0] as unknown as { router: unknown }).router;
    const publicDoors = listRoutes(router)
      .map((r) => r.replace('//', '/'))
      .filter((r) => !r.startsWith('GET ') && !staffOnly.test(r));
    const tried = new Set(hostileCases.map((c) => doorPaths[c.door]));
    expect(hostileCases.filter((c) => !doorPaths[c.door]).map((c) => c.door)).toEqual([]);
    expect(
      [...publicDoors, 'GET /api/csrf-token', 'POST /graphql', 'POST /graphql (multipart)'].filter((d) => !tried.has(d)),
    ).toEqual([]);
  });

  it.each(hostileCases.map((c) => [c.door, c.name, c] as const))('%s: %s', async (_door, _name, c) => {
    const target: TestApp = c.on === 'small' ? ctx.small : ctx.app;
    const before = await census(target);
    const started = Date.now();
    const refusal = await expectCleanRefusal(await c.send(ctx));
    expect(refusal.status, refusal.text.slice(0, 300)).toBe(c.status);
    if (c.says) {
      const said = [refusal.message, ...Object.values(refusal.body.fields ?? {})];
      const extensionFields = refusal.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
      said.push(...Object.values(extensionFields ?? {}));
      expect(said.join(' | ')).toMatch(c.says);
    }
    // Bombs are refused by their first bytes or their size, never by inflating them.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await census(target)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
