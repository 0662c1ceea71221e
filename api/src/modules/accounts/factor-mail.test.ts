import { describe, expect, it } from 'vitest';
import { factorEnrolledMail, factorRemovedMail } from './factor-mail.js';

const ada = { firstName: 'Ada', email: 'ada@example.org' };
const at = new Date('2026-11-28T21:06:00Z');

describe('the factor notices', () => {
  it('open with the right article: an authenticator app, a passkey, a recovery code', () => {
    expect(factorEnrolledMail(ada, 'totp', at).text).toContain('\n\nAn authenticator app was added to your staff account');
    expect(factorEnrolledMail(ada, 'passkey', at).text).toContain('\n\nA passkey was added to your staff account');
    expect(factorRemovedMail(ada, 'recovery', at, false).text).toContain(
      '\n\nA recovery code was removed from your staff account',
    );
    expect(factorRemovedMail(ada, 'totp', at, true).text).toContain('\n\nAn authenticator app was removed');
  });
});
