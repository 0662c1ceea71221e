import passport from 'passport';
import type { DataSource } from 'typeorm';
import { User as UserEntity } from '../modules/users/user.entity.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}

/**
 * Sessions hold the user id only; the user is read afresh on each request, so a role
 * change or a deletion takes effect at once.
 */
export function configurePassport(db: DataSource): passport.PassportStatic {
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: unknown, done) => {
    if (typeof id !== 'number') return done(null, false);
    db.getRepository(UserEntity)
      .findOneBy({ id })
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  });
  return passport;
}
