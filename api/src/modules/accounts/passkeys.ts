import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { organisation } from '../../domain/organisation.js';
import type { StaffPasskey } from './second-factor.entity.js';

/** Loaded on first use: only a passkey sign-in or set-up needs it, not every start of a tool. */
const webauthn = () => import('@simplewebauthn/server');

/**
 * The relying party is the site people reach (PUBLIC_URL): its host name is the passkey's
 * relying party id and its origin the only one accepted, so a look-alike site cannot use a
 * passkey made here (the browser signs the origin it is on).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: organisation.name, origin: url.origin };
}

const transportsOf = (passkey: StaffPasskey) => (passkey.transports ? passkey.transports.split(',') : undefined);

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: number; email: string; firstName: string; lastName: string },
  existing: StaffPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: new TextEncoder().encode(`odf-staff-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string | null;
}

/** The passkey the browser made, when its answer holds for this challenge and site; else null. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewPasskey | null> {
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports?.join(',').slice(0, 200) ?? null,
  };
}

export async function authenticationOptions(
  rp: RelyingParty,
  passkeys: StaffPasskey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    userVerification: 'required',
  });
}

/** The passkey's new signature count when the browser's answer is right for it; else null. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StaffPasskey,
): Promise<number | null> {
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
