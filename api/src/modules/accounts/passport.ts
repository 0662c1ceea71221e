import type { Request, RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { deviceToken } from './known-devices.js';
import type { User as UserEntity } from './user.entity.js';
import { userLoadedWithSession } from './session.store.js';
import type { Services } from '../../services.js';
import { requestActor } from '../../auth/request-actor.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}

const instances = new WeakMap<Services, passport.PassportStatic>();

/**
 * One Passport per app (not the module-wide singleton), so two apps in one process (tests)
 * never read each other's users. Sessions hold the user id only; the user is read afresh on
 * each request (with the session, in one query), so a role change or a deletion takes effect at once.
 */
export function configurePassport(services: Services): passport.PassportStatic {
  const existing = instances.get(services);
  if (existing) return existing;
  const instance = new passport.Passport() as passport.PassportStatic;
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((req: Request, id: unknown, done: (err: unknown, user?: Express.User | false) => void) => {
    if (typeof id !== 'number') return done(null, false);
    // Usually read in the same query as the session; a session saved by this request is not.
    const loaded = userLoadedWithSession(req);
    if (loaded !== undefined) return done(null, loaded?.id === id ? loaded : false);
    services.accounts.users
      .findById(id)
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  });
  // passport-local checks the credentials through the same service GraphQL's login uses.
  instance.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', passReqToCallback: true },
      (req, email, password, done) => {
        services.accounts.users.authenticate({ email, password }, requestActor(req), deviceToken(req)).then(
          (user) => done(null, user),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  instances.set(services, instance);
  return instance;
}

/**
 * The middleware that restores the signed-in user on each request: Passport's session strategy,
 * with a shortcut for the usual case where the user was read with the session in the same
 * query (and is still the session's user). Anything else (a deleted user, a session saved by
 * this request) goes through Passport as before, so signing out and revocation work alike.
 * Nothing is cached between requests: the user is the one read with this request's session.
 */
export function sessionUser(instance: passport.PassportStatic): RequestHandler[] {
  const restore = instance.session();
  return [
    // compat:false: no req._passport for pre-0.5 strategies, which this app does not use.
    instance.initialize({ compat: false }),
    (req, res, next) => {
      const id = (req.session as { passport?: { user?: unknown } } | undefined)?.passport?.user;
      const loaded = userLoadedWithSession(req);
      if (typeof id === 'number' && loaded && loaded.id === id) {
        req.user = loaded;
        return next();
      }
      restore(req, res, next);
    },
  ];
}
