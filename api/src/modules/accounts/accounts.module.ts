import type { FeatureModule } from '../../services.js';
import { accountJobs } from './accounts.jobs.js';
import { AuthResolver } from './auth.resolver.js';
import { FactorResetsService } from './factor-resets.service.js';
import { KnownDevices } from './known-devices.js';
import { relyingPartyOf } from './passkeys.js';
import { PasswordResetCode } from './password-reset-code.entity.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { PasswordResetService } from './password-reset.service.js';
import { secondFactorEntities } from './second-factor.entity.js';
import { SecondFactorResolver } from './second-factor.resolver.js';
import { secondFactorRoutes } from './second-factor.routes.js';
import { SecondFactorService } from './second-factor.service.js';
import { SessionRecord } from './session.entity.js';
import { TypeormSessionStore } from './session.store.js';
import { User } from './user.entity.js';
import { UsersResolver } from './users.resolver.js';
import { authRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';

export interface AccountServices {
  users: UsersService;
  sessions: TypeormSessionStore;
  passwordResets: PasswordResetService;
  /** Staff second factors: authenticator apps, passkeys, recovery codes (docs/decisions/270). */
  secondFactors: SecondFactorService;
  /** Two-admin resets of a lost factor, and the operator's reset. */
  factorResets: FactorResetsService;
}

/** Staff accounts: sign-in, sessions, second factors, password resets. */
export const accountsModule: FeatureModule<'accounts', AccountServices> = {
  name: 'accounts',
  entities: [User, SessionRecord, PasswordResetCode, ...secondFactorEntities],
  resolvers: [AuthResolver, UsersResolver, SecondFactorResolver, PasswordResetResolver],
  routes: {
    path: '/auth',
    routers: (services) => [authRoutes(services), secondFactorRoutes(services), passwordResetRoutes(services)],
  },
  build: ({ config, db, cipher }, { audit, rateLimits: { limits, counters } }) => {
    const sessions = new TypeormSessionStore(db);
    const users = new UsersService(db, audit, sessions, limits, new KnownDevices(config.encryptionKey), config.publicUrl);
    return {
      users,
      sessions,
      passwordResets: new PasswordResetService(db, audit, users, limits, config.encryptionKey, counters),
      // TOTP secrets are sealed with the same key ring as SSNs; passkeys belong to the PUBLIC_URL site.
      secondFactors: new SecondFactorService(
        db,
        audit,
        cipher,
        limits,
        relyingPartyOf(config.publicUrl),
        config.orgTimeZone,
        counters,
      ),
      factorResets: new FactorResetsService(db, audit, sessions, config.orgTimeZone),
    };
  },
  jobs: ({ infra }) => accountJobs(infra.db),
};
