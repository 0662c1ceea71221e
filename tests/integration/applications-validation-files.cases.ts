import { fakePdf, makePdf, makePng } from '../support/fixtures/documents.js';
import type { BadCase } from './applications-validation-fields.cases.js';

/** Bad documents: lying, missing, empty, unexpected or too large files. */
export const fileCases: BadCase[] = [
  {
    name: 'a program renamed .pdf in creditReport (PDF only)',
    kind: 'undergrad',
    files: (f) => void (f.creditReport = { name: 'report.pdf', bytes: fakePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'creditReport',
    message: 'Credit report must be a PDF file.',
  },
  {
    name: 'a program renamed .pdf in academicRecords',
    kind: 'high-school',
    files: (f) => void (f.academicRecords = { name: 'grades.pdf', bytes: fakePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'academicRecords',
  },
  {
    name: 'a PNG in a PDF-only field',
    kind: 'high-school',
    files: (f) => void (f.recommendationLetter = { name: 'letter.pdf', bytes: makePng(), type: 'application/pdf' }),
    status: 400,
    field: 'recommendationLetter',
    message: /must be a PDF file/,
  },
  {
    name: 'a program in a PDF/JPEG/PNG field',
    kind: 'parent',
    files: (f) => void (f.loanStatement = { name: 'statement.png', bytes: fakePdf(), type: 'image/png' }),
    status: 400,
    field: 'loanStatement',
    message: /PDF, JPEG or PNG/,
  },
  {
    name: 'a missing file',
    kind: 'undergrad',
    files: (f) => void delete f.transcript,
    status: 400,
    field: 'transcript',
    message: /is required/,
  },
  {
    name: 'a missing file (parent)',
    kind: 'parent',
    files: (f) => void delete f.applicationLetter,
    status: 400,
    field: 'applicationLetter',
  },
  {
    name: 'an empty file',
    kind: 'high-school',
    files: (f) => void (f.applicationEssay = { name: 'essay.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' }),
    status: 400,
    field: 'applicationEssay',
  },
  {
    name: 'a file in a field the form does not have',
    kind: 'high-school',
    files: async (f) => void (f.malware = { name: 'x.pdf', bytes: await makePdf(), type: 'application/pdf' }),
    status: 400,
    field: 'malware',
    message: /does not take a file/,
  },
  {
    name: 'a file over 10 MB',
    kind: 'undergrad',
    files: async (f) =>
      void (f.loanServicer = {
        name: 'big.pdf',
        bytes: await makePdf({ sizeBytes: 10 * 1024 * 1024 + 4096 }),
        type: 'application/pdf',
      }),
    status: 413,
    field: 'loanServicer',
    message: /larger than 10 MB/,
  },
];
