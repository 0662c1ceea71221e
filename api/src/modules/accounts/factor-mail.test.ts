import { describe, expect, it } from 'vitest';
import { factorEnrolledMail, factorRemovedMail } from './factor-mail.js';

const ada = { firstName: 'Ada', email: 'ada@example.org' };
const at = new Date('2026-11-28T21:06:00Z');
const ZONE = 'America/New_York';

describe('the factor notices', () => {
  it('open with the right article: an authenticator app, a passkey, a recovery code', () => {
    expect(factorEnrolledMail(ada, 'totp', at, ZONE).text).toContain('\n\nAn authenticator app was added to your staff account');
    expect(factorEnrolledMail(ada, 'passkey', at, ZONE).text).toContain('\n\nA passkey was added to your staff account');
    expect(factorRemovedMail(ada, 'recovery', at, false, ZONE).text).toContain(
      '\n\nA recovery code was removed from your staff account',
    );
    expect(factorRemovedMail(ada, 'totp', at, true, ZONE).text).toContain('\n\nAn authenticator app was removed');
  });

  it("give the time in the organisation's time zone, as staff read a clock, not in GMT", () => {
    expect(factorEnrolledMail(ada, 'totp', at, ZONE).text).toContain('on November 28, 2026 at 4:06 PM EST.');
    expect(factorEnrolledMail(ada, 'totp', at, 'America/Los_Angeles').text).toContain('on November 28, 2026 at 1:06 PM PST.');
    expect(factorEnrolledMail(ada, 'totp', at, ZONE).text).not.toContain('GMT');
  });
});
