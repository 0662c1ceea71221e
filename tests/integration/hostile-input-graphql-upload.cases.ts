/** Hostile GraphQL multipart uploads: broken operations and maps, a missing preflight, lying files and sizes. */
import { makePdf, makePng } from '../support/fixtures/documents.js';
import { zipBomb } from './hostile-input.support.js';
import { submitGraphql, type HostileCase } from './hostile-input-requests.support.js';

export const graphqlUploadCases: HostileCase[] = [
  {
    door: 'GraphQL upload',
    name: 'operations that are not JSON',
    send: submitGraphql('high-school', (p) => ({ ...p, operations: '{"query": "mutation {' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a map that is not JSON',
    send: submitGraphql('high-school', (p) => ({ ...p, map: '{0: variables' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a map naming a file part that never comes',
    send: submitGraphql('high-school', (p) => ({ ...p, files: p.files.slice(1) })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'files without a map',
    send: submitGraphql('high-school', (p) => ({ ...p, map: '{}' })),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'an upload without the preflight header (CSRF)',
    send: submitGraphql('high-school', (p) => p, { preflight: false }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a PNG named .pdf in a PDF-only field',
    send: submitGraphql('undergrad', (p) => p, {
      files: (f) => ({ ...f, creditReport: { name: 'credit.pdf', type: 'application/pdf', bytes: makePng() } }),
    }),
    status: 400,
    says: /invalid|correct/i,
  },
  {
    door: 'GraphQL upload',
    name: 'a zip bomb renamed .pdf in a PDF/JPEG/PNG field',
    send: submitGraphql('undergrad', (p) => p, {
      files: (f) => ({ ...f, currentIncome: { name: 'income.pdf', type: 'application/pdf', bytes: zipBomb() } }),
    }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a NUL byte in the parent first name',
    send: submitGraphql('parent', (p) => p, { fields: { parentFirstName: 'Ja\u0000mes' } }),
    status: 400,
  },
  {
    door: 'GraphQL upload',
    name: 'a file over the per-file limit',
    on: 'small',
    send: async (ctx) => {
      const bytes = await makePdf({ sizeBytes: 1_200_000 });
      return submitGraphql('high-school', (p) => p, {
        target: 'small',
        files: (f) => ({ ...f, academicRecords: { name: 'big.pdf', type: 'application/pdf', bytes } }),
      })(ctx);
    },
    status: 413,
    says: /larger than 1 MB/,
  },
  {
    door: 'GraphQL upload',
    name: 'files together over the per-request limit',
    on: 'small',
    send: async (ctx) => {
      const bytes = await makePdf({ sizeBytes: 900_000 });
      const doc = { name: 'd.pdf', type: 'application/pdf', bytes };
      return submitGraphql('high-school', (p) => p, {
        target: 'small',
        files: () => ({ academicRecords: doc, applicationEssay: doc, recommendationLetter: doc }),
      })(ctx);
    },
    status: 413,
    says: /too large/,
  },
];
