import { describe, expect, it } from 'vitest';
import { deleteConfirmation, demotionConfirmation, factorResetConfirmation, isDemotion } from './confirmations';

const jane = { firstName: 'Jane', lastName: 'Doe', role: 'employee' as const };

describe('the privileges page confirmations', () => {
  it('a factor reset names the person, what goes and what they do next', () => {
    const reset = factorResetConfirmation(jane);
    expect(reset.title).toBe("Reset Jane Doe's sign-in factors?");
    expect(reset.confirmLabel).toBe("Reset Jane Doe's factors");
    expect(reset.consequence).toContain("Jane's authenticator app, passkeys and recovery codes are removed");
    expect(reset.consequence).toContain('signed out on every device');
    expect(reset.consequence).toContain('sets up a new authenticator app or passkey');
  });

  it('a deletion names the person and says what stays; a waiting registration is simpler', () => {
    const staff = deleteConfirmation(jane);
    expect(staff.title).toBe('Delete Jane Doe?');
    expect(staff.confirmLabel).toBe('Delete Jane Doe');
    expect(staff.consequence).toContain('cannot be restored');
    expect(staff.consequence).toContain('former staff member');
    expect(deleteConfirmation({ ...jane, role: null }).consequence).toContain('can register again');
  });

  it('a lower role is a demotion that signs the user out; a first or higher role is not', () => {
    expect(isDemotion('admin', 'employee')).toBe(true);
    expect(isDemotion('employee', 'volunteer')).toBe(true);
    expect(isDemotion('volunteer', 'employee')).toBe(false);
    expect(isDemotion(null, 'volunteer')).toBe(false);
    const lower = demotionConfirmation(jane, 'volunteer');
    expect(lower.title).toBe('Make Jane Doe a volunteer?');
    expect(lower.confirmLabel).toBe('Make Jane Doe a volunteer');
    expect(lower.consequence).toContain('signed out on every device');
  });

  it('a name alone (a reset of someone not in the list) reads without a stray space', () => {
    expect(factorResetConfirmation({ firstName: 'Jane Doe', lastName: '' }).title).toBe("Reset Jane Doe's sign-in factors?");
  });
});
