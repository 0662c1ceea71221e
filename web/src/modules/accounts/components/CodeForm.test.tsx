import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FactorMethod } from '@domain/second-factor';
import { CodeForm } from './CodeForm';

const step = (methods: FactorMethod[]) =>
  renderToStaticMarkup(<CodeForm methods={methods} onVerified={() => {}} onEnded={() => {}} />);
/** The visible names of the step's controls, in page order. */
const controls = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>|<label[^>]*>([^<]*)</g)].map((m) => (m[1] ?? m[2])!.trim());

describe('the second step of a staff sign-in', () => {
  it('leads with the passkey for someone who has a passkey and no authenticator app, the recovery code a click away', () => {
    const html = step(['passkey', 'recovery']);
    expect(controls(html)).toEqual(['Use a passkey', 'Use a recovery code']);
    expect(html).not.toContain('Recovery code');
  });

  it('leads with the authenticator code when there is one, a passkey and a recovery code as the other ways', () => {
    expect(controls(step(['totp', 'passkey', 'recovery']))).toEqual([
      'Code from your authenticator app',
      'Verify',
      'Use a passkey',
      'Use a recovery code',
    ]);
  });

  it('asks for a recovery code when nothing else is set up', () => {
    expect(controls(step(['recovery']))).toEqual(['Recovery code', 'Verify']);
  });
});
