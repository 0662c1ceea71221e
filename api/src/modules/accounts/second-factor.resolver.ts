import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { parseId, validationError } from '../../domain/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertCsrf } from '../../http/csrf.js';
import { User } from './user.entity.js';
import {
  FactorEnrolment,
  FactorResetRequestView,
  GraphQLJSONObject,
  SecondFactors,
  TotpEnrolment,
} from './second-factor.types.js';
import { signInSteps } from './sign-in-steps.js';

function passkeyId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw validationError('Choose a passkey.');
  return id;
}

/**
 * The GraphQL twins of /api/auth/mfa. The factor doors are public on purpose (a half-signed-in
 * session is not a user): SignInSteps lets in only such a session, or a signed-in one stepping
 * up, and each checks the CSRF token. Managing one's factors and resets are @Authorized.
 */
@Resolver()
export class SecondFactorResolver {
  @Mutation(() => User, {
    description:
      'Gives an authenticator or recovery code: finishes a sign-in (new session id) or steps up a signed-in session for 15 minutes. Five wrong codes end the session. POST /api/auth/mfa/verify.',
  })
  verifySecondFactor(@Ctx() { req, res, services }: GraphQLContext, @Arg('code', () => String) code: string): Promise<User> {
    assertCsrf(req);
    return signInSteps(services).verifyCode(req, res, { code });
  }

  @Mutation(() => GraphQLJSONObject, {
    description: 'WebAuthn options (a challenge) for a passkey sign-in or step-up. POST /api/auth/mfa/passkey/options.',
  })
  async passkeySignInOptions(@Ctx() { req, res, services }: GraphQLContext): Promise<object> {
    assertCsrf(req);
    return signInSteps(services).passkeyOptions(req, res);
  }

  @Mutation(() => User, { description: "The browser's passkey answer (JSON). POST /api/auth/mfa/passkey/verify." })
  verifyPasskey(
    @Ctx() { req, res, services }: GraphQLContext,
    @Arg('response', () => GraphQLJSONObject) response: object,
  ): Promise<User> {
    assertCsrf(req);
    return signInSteps(services).verifyPasskey(req, res, { response });
  }

  @Mutation(() => TotpEnrolment, {
    description:
      'Starts setting up an authenticator app: enrolment after the password, or a signed-in user with a recent factor. POST /api/auth/mfa/totp/start.',
  })
  startTotpEnrolment(@Ctx() { req, res, services }: GraphQLContext): Promise<TotpEnrolment> {
    assertCsrf(req);
    return signInSteps(services).startTotp(req, res);
  }

  @Mutation(() => FactorEnrolment, {
    description: "The app's first code confirms it; enrolment then signs in. POST /api/auth/mfa/totp/confirm.",
  })
  confirmTotpEnrolment(
    @Ctx() { req, res, services }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<FactorEnrolment> {
    assertCsrf(req);
    return signInSteps(services).confirmTotp(req, res, { code });
  }

  @Mutation(() => GraphQLJSONObject, {
    description: 'WebAuthn options to make a passkey. POST /api/auth/mfa/passkey/register-options.',
  })
  async passkeyRegistrationOptions(@Ctx() { req, res, services }: GraphQLContext): Promise<object> {
    assertCsrf(req);
    return signInSteps(services).passkeyRegistrationOptions(req, res);
  }

  @Mutation(() => FactorEnrolment, { description: "Stores the browser's new passkey. POST /api/auth/mfa/passkey/register." })
  registerPasskey(
    @Ctx() { req, res, services }: GraphQLContext,
    @Arg('response', () => GraphQLJSONObject) response: object,
    @Arg('name', () => String, { nullable: true }) name?: string,
  ): Promise<FactorEnrolment> {
    assertCsrf(req);
    return signInSteps(services).registerPasskey(req, res, { response, name });
  }

  @Authorized('factors:own')
  @Query(() => SecondFactors, { description: 'Your own sign-in factors. GET /api/auth/mfa/factors.' })
  mySecondFactors(@Ctx() { user, services }: GraphQLContext): Promise<SecondFactors> {
    return services.accounts.secondFactors.overview(user!.id);
  }

  @Authorized('factors:own')
  @Mutation(() => SecondFactors, { description: 'Renames one of your passkeys. PATCH /api/auth/mfa/passkeys/:id.' })
  async renamePasskey(
    @Ctx() { req, user, services }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
  ): Promise<SecondFactors> {
    await services.accounts.secondFactors.renamePasskey(user!, passkeyId(id), name, requestActor(req));
    return services.accounts.secondFactors.overview(user!.id);
  }

  @Authorized('factors:change')
  @Mutation(() => SecondFactors, {
    description: 'Removes one of your passkeys (recent factor needed). The last factor ends your other sessions.',
  })
  async removePasskey(@Ctx() { req, user, services }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<SecondFactors> {
    await signInSteps(services).removeFactor(req, { passkeyId: passkeyId(id) });
    return services.accounts.secondFactors.overview(user!.id);
  }

  @Authorized('factors:change')
  @Mutation(() => SecondFactors, {
    description: 'Removes your authenticator app (recent factor needed). DELETE /api/auth/mfa/totp.',
  })
  async removeAuthenticatorApp(@Ctx() { req, user, services }: GraphQLContext): Promise<SecondFactors> {
    await signInSteps(services).removeFactor(req, 'totp');
    return services.accounts.secondFactors.overview(user!.id);
  }

  @Authorized('factors:change')
  @Mutation(() => [String], {
    description: 'Ten new recovery codes, shown once; the old ones stop working. POST /api/auth/mfa/recovery-codes.',
  })
  regenerateRecoveryCodes(@Ctx() { req, user, services }: GraphQLContext): Promise<string[]> {
    return services.accounts.secondFactors.regenerateRecoveryCodes(user!, requestActor(req));
  }

  @Authorized('users:manage')
  @Query(() => [FactorResetRequestView], { description: 'Factor resets waiting for a second admin. GET /api/auth/mfa/resets.' })
  async factorResetRequests(@Ctx() { services }: GraphQLContext): Promise<FactorResetRequestView[]> {
    return (await services.accounts.factorResets.pending()).map((r) => ({
      id: r.id,
      userId: r.user.id,
      userName: `${r.user.firstName} ${r.user.lastName}`,
      userEmail: r.user.email,
      requestedById: r.requestedBy?.id ?? null,
      requestedByName: r.requestedBy ? `${r.requestedBy.firstName} ${r.requestedBy.lastName}` : null,
      requestedAt: r.requestedAt,
    }));
  }

  @Authorized('factors:reset')
  @Mutation(() => ID, {
    description: "Asks to reset another user's factors; a different admin approves. POST /api/auth/mfa/resets {userId}.",
  })
  requestFactorReset(@Ctx() { req, user, services }: GraphQLContext, @Arg('userId', () => ID) userId: string): Promise<number> {
    return services.accounts.factorResets.request(user!, userId, requestActor(req));
  }

  @Authorized('factors:reset')
  @Mutation(() => Boolean, {
    description: 'Approves a reset asked by another admin: the factors go, the user enrols at the next sign-in.',
  })
  async approveFactorReset(@Ctx() { req, user, services }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await services.accounts.factorResets.approve(user!, id, requestActor(req));
    return true;
  }

  @Authorized('factors:reset')
  @Mutation(() => Boolean, { description: 'Cancels a waiting reset request. POST /api/auth/mfa/resets/:id/cancel.' })
  async cancelFactorReset(@Ctx() { req, services }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await services.accounts.factorResets.cancel(id, requestActor(req));
    return true;
  }
}
