import { loginSchema, registrationSchema, resetCompleteSchema, roleChoiceSchema } from '../../domain/accounts.js';
import { fieldErrorsFromIssues } from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';
import { passwordMeetsRule } from '../../domain/password.js';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('the password rule of spec §5', () => {
  it.each(['Abcdef1#', 'PASSWORD9=', 'aB3@aaaa', 'Zz9%Zz9%Zz9%'])('accepts %s', (p) => expect(passwordMeetsRule(p)).toBe(true));
  it.each([
    ['too short', 'Ab1#abc'],
    ['no upper case', 'abcdef1#'],
    ['no digit', 'Abcdefg#'],
    ['no special', 'Abcdefg1'],
    ['a space', 'Abc def1#'],
    ['another special', 'Abcdef1!'],
    ['too long', `A1#${'a'.repeat(130)}`],
  ])('refuses a password with %s', (_why, p) => expect(passwordMeetsRule(p)).toBe(false));
});

describe('account forms', () => {
  const form = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' ada@example.org ',
    password: 'Abcdef1#',
    password2: 'Abcdef1#',
  };

  it('trims names and e-mail, and gives the spec messages for the password and the match', () => {
    expect(registrationSchema.parse(form)).toMatchObject({ firstName: 'Ada', email: 'ada@example.org' });
    const weak = registrationSchema.safeParse({ ...form, password: 'abc', password2: 'abc' });
    expect(weak.success || fieldErrorsFromIssues(weak.error.issues)).toEqual({ password: messages.passwordRule });
    const mismatch = registrationSchema.safeParse({ ...form, password2: 'Abcdef1$' });
    expect(mismatch.success || fieldErrorsFromIssues(mismatch.error.issues)).toEqual({ password2: messages.passwordsDontMatch });
  });

  it('refuses names on two lines (they go into mail headers)', () => {
    const result = registrationSchema.safeParse({ ...form, lastName: 'Love\nBcc: x@y.z' });
    expect(result.success || fieldErrorsFromIssues(result.error.issues)).toEqual({ lastName: 'Last name must be on one line.' });
  });

  it('trims the reset code and the new password', () => {
    expect(resetCompleteSchema.parse({ email: 'a@b.org', password: ' Abcdef1# ', tempPassResetCode: ' 12345678 ' })).toEqual({
      email: 'a@b.org',
      password: 'Abcdef1#',
      tempPassResetCode: '12345678',
    });
  });

  it('requires login fields and a known role choice', () => {
    expect(loginSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(roleChoiceSchema.parse({ id: '7', choice: 'employee' })).toEqual({ id: 7, choice: 'employee' });
    expect(roleChoiceSchema.safeParse({ id: 7, choice: 'owner' }).success).toBe(false);
  });
});

describe('password hashing', () => {
  it('uses argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Abcdef1#');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Abcdef1#')).toBe(true);
    expect(await verifyPassword(hash, 'Abcdef1$')).toBe(false);
    expect(await verifyPassword(undefined, 'Abcdef1#')).toBe(false);
  });
});
