import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import type { ApolloServer } from '@apollo/server';
import { configurePassport, sessionUser } from './modules/accounts/passport.js';
import { configureApplicationDoors, configureStaffMfa } from './auth/require-permission.js';
import { conflictDoors } from './modules/conflicts/conflict-doors.js';
import { SESSION_COOKIE, SESSION_IDLE_MS } from './auth/session-settings.js';
import { createApollo } from './graphql/apollo.js';
import type { GraphQLContext } from './graphql/context.js';
import { configureCsrf } from './http/csrf.js';
import { graphqlUploads } from './http/graphql-uploads.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { jsonBody } from './http/json-body.js';
import { requestLog } from './http/request-log.js';
import { restRoutes } from './http/rest-routes.js';
import { FEATURES } from './modules/index.js';
import { getSchema } from './schema.js';
import { playgroundHeaders, securityHeaders } from './http/security-headers.js';
import { webStatic } from './http/web-static.js';
import { PageRenderer } from './http/page-renderer.js';
import { webRoot as defaultWebRoot } from './config/paths.js';
import type { Services } from './services.js';

export interface AppHandle {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
}

function wantsHtml(req: express.Request): boolean {
  return req.method === 'GET' && (req.get('accept') ?? '').includes('text/html');
}

export async function createApp(services: Services, options: { webRoot?: string } = {}): Promise<AppHandle> {
  const { config } = services.infra;
  // Before the first request can write a row: a chain never keyed is keyed from here on (decision 450).
  await services.audit.seal();
  const app = express();
  app.disable('x-powered-by');
  // A hop count believes that many X-Forwarded-For entries from whoever connects; a list believes
  // them only from those addresses, so a caller with no proxy in front cannot pick its own address.
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  configureCsrf(app, { secret: config.sessionSecret, secureCookie: config.production });
  configureStaffMfa(app, config.staffMfa);
  // Every door about one application checks the caller's declared conflicts and accepted policy (issue 39).
  configureApplicationDoors(app, conflictDoors(services.conflicts.declarations));

  app.use(securityHeaders(config.production));
  // Only for a client that accepts an encoding: otherwise compression would still wrap every
  // response's writes and headers only to send them as they are.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  app.use(requestLog({ enabled: config.logRequests, trustProxy: Boolean(config.trustProxy) }));

  // Sessions only where they matter: static files never touch the database.
  const sessions = session({
    name: SESSION_COOKIE,
    store: services.accounts.sessions,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: SESSION_IDLE_MS },
  });
  const passport = configurePassport(services);
  const withSession = [sessions, ...sessionUser(passport)];

  // The eligibility check's answer page without JavaScript is rendered by the site's SSR (decision 480).
  const pages = PageRenderer.forBuild(options.webRoot ?? defaultWebRoot, services.content);
  app.use('/api', ...withSession, ...jsonBody(), restRoutes(FEATURES, services, { pages: pages ?? undefined }), apiNotFound);

  const playground = path.join(options.webRoot ?? defaultWebRoot, 'playground.html');
  app.get('/graphql', (req, res, next) => {
    if (!wantsHtml(req)) return next();
    if (!existsSync(playground)) return void res.status(503).type('text/plain').send('The playground is not built yet.');
    playgroundHeaders(req, res, () => res.setHeader('Cache-Control', 'no-cache').sendFile(playground));
  });

  const apollo = await createApollo(await getSchema(), {
    introspection: config.graphqlIntrospection,
    suggestions: config.graphqlSuggestions,
  });
  app.use(
    '/graphql',
    ...withSession,
    // The shared upload reader (http/multipart-upload.ts), as on REST: every way a body can end
    // is answered or closed, never left to the process.
    graphqlUploads({ ...config.uploadLimits, maxFiles: 20 }),
    ...jsonBody(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({ req, res, user: req.user ?? null, services }),
    }),
  );

  app.use(webStatic(options.webRoot ?? defaultWebRoot, services.content));
  app.use(errorHandler);
  return { app, apollo };
}
