import { messages } from '../messages.js';

/** Messages of the application rules that are not in the spec's catalogue. */
export const messagesOfApplications = {
  ssnMismatch: messages.ssnMismatch,
  graduatedBeforeEnrolled: 'The year you graduated cannot be before the year you enrolled.',
  sameSsnForParentAndStudent: "The student's Social Security number must differ from the parent's.",
  /** The top-level error of a 400 with field messages. */
  invalidApplication: 'Please correct the highlighted fields and submit again.',
  tooLarge: 'The files together are too large. Please upload smaller files.',
  unexpectedFile: 'This form does not take a file here.',
  duplicateFile: 'Attach only one file here.',
} as const;
