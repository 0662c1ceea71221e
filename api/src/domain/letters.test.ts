import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from './accounts.js';
import { autoReminderAt, LETTER_LIMITS, letterDueAt, nextReminderAllowedAt, recommenderFormSchema } from './letters.js';

const DAY = 24 * 60 * 60 * 1000;

describe('letters of recommendation: the rules', () => {
  it("keeps a recommender's name and address as long as a staff member's (the vocabulary holds them without zod)", () => {
    expect(LETTER_LIMITS.name).toBe(ACCOUNT_LIMITS.name);
    expect(LETTER_LIMITS.email).toBe(ACCOUNT_LIMITS.email);
  });

  it("is due at the cycle's deadline plus its days, or counted from the request in a rolling cycle", () => {
    const deadline = new Date('2027-07-31T23:59:00Z');
    const asked = new Date('2027-05-01T12:00:00Z');
    expect(letterDueAt(deadline, 14, asked)).toEqual(new Date(deadline.getTime() + 14 * DAY));
    expect(letterDueAt(null, 14, asked)).toEqual(new Date(asked.getTime() + 14 * DAY));
    expect(autoReminderAt(new Date(deadline.getTime() + 14 * DAY))).toEqual(new Date(deadline.getTime() + 7 * DAY));
  });

  it('lets a reminder go once per 48 hours', () => {
    const last = new Date('2027-05-01T12:00:00Z');
    expect(nextReminderAllowedAt(null, last)).toBeNull();
    expect(nextReminderAllowedAt(last, new Date(last.getTime() + 47 * 3600_000))).toEqual(new Date(last.getTime() + 2 * DAY));
    expect(nextReminderAllowedAt(last, new Date(last.getTime() + 48 * 3600_000))).toBeNull();
  });

  it('refuses a role outside the list and a waiver that is neither yes nor no', () => {
    const good = {
      recommenderName: 'Ms. Carter',
      recommenderEmail: 'carter@school.example',
      recommenderRole: 'teacher',
      lettersWaiver: 'no',
    };
    expect(recommenderFormSchema.safeParse(good).success).toBe(true);
    expect(recommenderFormSchema.safeParse({ ...good, recommenderRole: 'friend' }).success).toBe(false);
    expect(recommenderFormSchema.safeParse({ ...good, lettersWaiver: 'maybe' }).success).toBe(false);
  });
});
