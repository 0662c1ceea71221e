import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { FactorMethod } from '../../domain/second-factor.js';
import { User } from './user.entity.js';

export { GraphQLJSONObject };

export const SecondFactorMethod = { TOTP: 'totp', PASSKEY: 'passkey', RECOVERY: 'recovery' } as const satisfies Record<
  string,
  FactorMethod
>;
registerEnumType(SecondFactorMethod, {
  name: 'SecondFactorMethod',
  description: 'A way to give the second factor: an authenticator app code, a passkey, or a recovery code.',
});

export const SecondFactorStep = { VERIFY: 'verify', ENROL: 'enrol' } as const;
registerEnumType(SecondFactorStep, {
  name: 'SecondFactorStep',
  description: 'VERIFY: give a factor (verifySecondFactor or the passkey pair). ENROL: set one up first.',
});

@ObjectType({ description: 'What login answers: the factor step still to come, or the signed-in user.' })
export class SignInStep {
  @Field(() => SecondFactorStep, { nullable: true, description: 'Null once signed in (STAFF_MFA=off).' })
  mfa!: 'verify' | 'enrol' | null;

  @Field(() => [SecondFactorMethod], { description: 'With VERIFY: the methods this account can use.' })
  methods!: FactorMethod[];

  @Field(() => User, { nullable: true, description: 'The signed-in user; null while a factor is still to come.' })
  user!: User | null;
}

@ObjectType({ description: 'A new authenticator app secret: scan otpauthUrl as a QR code, or type secret.' })
export class TotpEnrolment {
  @Field(() => String, { description: 'Base32, for manual entry.' })
  secret!: string;

  @Field(() => String)
  otpauthUrl!: string;
}

@ObjectType({ description: 'A factor set up. recoveryCodes holds the ten codes, shown once, when it was the first factor.' })
export class FactorEnrolment {
  @Field(() => [String])
  recoveryCodes!: string[];

  @Field(() => User)
  user!: User;

  @Field(() => ID, { nullable: true, description: 'The new passkey, for registerPasskey.' })
  passkeyId?: number;
}

@ObjectType()
export class AuthenticatorApp {
  @Field(() => Date)
  addedAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A passkey of the signed-in user, by the name they gave it.' })
export class Passkey {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: "The signed-in user's own sign-in factors: never a secret or a code." })
export class SecondFactors {
  @Field(() => AuthenticatorApp, { nullable: true })
  authenticatorApp!: AuthenticatorApp | null;

  @Field(() => [Passkey])
  passkeys!: Passkey[];

  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@ObjectType({ description: 'A request to reset a user\u2019s sign-in factors, waiting for a second admin.' })
export class FactorResetRequestView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  userId!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => String)
  userEmail!: string;

  @Field(() => ID, { nullable: true })
  requestedById!: number | null;

  @Field(() => String, { nullable: true })
  requestedByName!: string | null;

  @Field(() => Date)
  requestedAt!: Date;
}
