/**
 * The English words of every field rule, each a function of named values. The zod rules in
 * fields.ts and the document checks word their messages with these, so the English text lives
 * here once. The Spanish twin of each is an ICU message in ../i18n/es-rules.ts, keyed alike;
 * ../i18n/domain-translator.ts reads an English message back into its key and values to word
 * it in Spanish (docs/decisions/290).
 */
import { organisation } from '../organisation.js';

type Label = { label: string };

export const ruleMessages = {
  required: ({ label }: Label) => `${label} is required.`,
  tooLong: ({ label, max }: Label & { max: number }) => `${label} must be at most ${max} characters.`,
  controlCharacters: ({ label }: Label) => `${label} contains characters that are not allowed.`,
  singleLetter: ({ label }: Label) => `${label} must be a single letter.`,
  email: ({ label }: Label) => `Enter a valid e-mail address for ${label.toLowerCase()}.`,
  phone: ({ label }: Label) => `${label} must be 10 digits written (ddd) ddd-dddd.`,
  ssnFormat: ({ label }: Label) => `${label} must be 9 digits written ddd-dd-dddd.`,
  ssnNotIssued: ({ label }: Label) => `${label} is not a valid number.`,
  /** A number starting with 9 is an ITIN (or an ATIN), never an SSN: say so, and whom to ask (issue 41). */
  ssnItin: ({ label }: Label) =>
    `${label} must be a Social Security number: the program cannot accept numbers that start with 9, like an ITIN. If you have questions, write to us at ${organisation.email}.`,
  money: ({ label }: Label) => `${label} must be an amount in dollars, like 12,500.00, up to $10,000,000.`,
  realDate: ({ label }: Label) => `${label} must be a real date.`,
  dateRange: ({ label }: Label) => `${label} must be a date between 1900 and today.`,
  choose: ({ label }: Label) => `Choose ${label.toLowerCase()} from the list.`,
  wholeNumber: ({ label, min, max }: Label & { min: number; max: number }) =>
    `${label} must be a whole number from ${min} to ${max}.`,
  zip: ({ label }: Label) => `${label} must be 5 digits, or ZIP+4 like 20001-1234.`,
  gpa: ({ label }: Label) => `${label} must be a number from 0.00 to 4.00, like 3.25.`,
  yesNo: ({ label }: Label) => `Choose ${label.toLowerCase()} from the list: Yes or No.`,
  documentPdf: ({ label }: Label) => `${label} must be a PDF file.`,
  documentAny: ({ label }: Label) => `${label} must be a PDF, JPEG or PNG file.`,
  documentMissing: ({ label }: Label) => `${label} is required. Please attach the file.`,
  documentEmpty: ({ label }: Label) => `${label} is an empty file. Please attach the document.`,
  documentTooLarge: ({ label, limit }: Label & { limit: string }) =>
    `${label} is larger than ${limit}. Please upload a smaller file.`,
  documentTooManyPages: ({ label, pages, max }: Label & { pages: string; max: number }) =>
    `${label} has ${pages} pages. A document can have at most ${max} pages: please upload only the pages asked for.`,
  documentUnreadable: ({ label }: Label) =>
    `${label} could not be read in time. Please save it again as a PDF, or upload a smaller file.`,
  documentUnpacksTooLarge: ({ label, limit }: Label & { limit: string }) =>
    `${label} unpacks to more than ${limit} when read. Please save it again as a PDF, or upload a smaller file.`,
  documentRefused: ({ label }: Label) =>
    `${label} was refused: our virus scan found something harmful in it. Please check the file on your computer and attach a clean copy.`,
  /** The whole request, all files together, over its limit (not a field's rule, but worded alike). */
  filesTooLarge: ({ limit }: { limit: string }) =>
    `The files together are too large. Please upload smaller files. The limit is ${limit} in all.`,
  documentTooComplex: ({ label }: Label) =>
    `${label} is built in a way we cannot read safely. Please save it again as a PDF, or print it to a new PDF.`,
} as const;

export type RuleMessageKey = keyof typeof ruleMessages;
