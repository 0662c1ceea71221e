import { describe, expect, it } from 'vitest';
import { attachmentName, documentFileName } from './download';
import { nameSlug } from './kinds';
import { submittedOn } from './formats';

describe('console formats', () => {
  it('names downloads {lastName}_{fileAlias} with the real extension', () => {
    expect(documentFileName('Gonzalez', 'transcript', 'application/pdf')).toBe('Gonzalez_transcript.pdf');
    expect(documentFileName("O'Neil", 'currentIncome', 'image/png')).toBe('ONeil_currentIncome.png');
    expect(documentFileName('Lee', 'loanServicer', 'image/jpeg')).toBe('Lee_loanServicer.jpg');
  });

  it('prefers the server file name from Content-Disposition', () => {
    expect(attachmentName('attachment; filename="Lee_transcript.pdf"')).toBe('Lee_transcript.pdf');
    expect(attachmentName("attachment; filename*=UTF-8''M%C3%BCller_essay.pdf")).toBe('Müller_essay.pdf');
    expect(attachmentName(null)).toBeNull();
  });

  it('prints submission dates as MM/DD/YYYY', () => {
    expect(submittedOn('2026-03-07T23:30:00.000Z')).toBe('03/07/2026');
    expect(submittedOn('not a date')).toBe('');
  });

  it('makes a readable name part for detail URLs', () => {
    expect(nameSlug('José', "O'Neil Jr.")).toBe('jose-o-neil-jr');
    expect(nameSlug('', '')).toBe('applicant');
  });
});
