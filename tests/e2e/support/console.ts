import { randomBytes, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APPLICATION_FORMS, APPLICATION_KIND_PATHS, type ApplicationKind } from '../../../api/src/domain/applications/index.js';
import { sampleFields } from '../../support/fixtures/applicants.js';
import { makePdf, makePng } from '../../support/fixtures/documents.js';

/**
 * Helpers for the staff-console suites: real submissions through the public REST path
 * (multipart, real PDFs and a PNG), and the console's tables as a reviewer sees them.
 */

export const KINDS: readonly ApplicationKind[] = ['high-school', 'undergrad', 'parent'];

export const TABLE_TITLES: Record<ApplicationKind, string> = {
  'high-school': 'High school applications',
  undergrad: 'Undergraduate applications',
  parent: 'Parent applications',
};

export const EMPTY_MESSAGES: Record<ApplicationKind, { active: string; archived: string }> = {
  'high-school': {
    active: "You don't have any high school applications.",
    archived: "You don't have any archived high school applications.",
  },
  undergrad: {
    active: "You don't have any undergraduate applications.",
    archived: "You don't have any archived undergraduate applications.",
  },
  parent: {
    active: "You don't have any parents applications.",
    archived: "You don't have any archived parents applications.",
  },
};

export interface Submitted {
  kind: ApplicationKind;
  /** The reference number the applicant is e-mailed (the public answer carries no internal id). */
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Each Social Security number field and its value. */
  ssns: Record<string, string>;
  /** Each document field and the exact bytes uploaded. */
  documents: Record<string, { bytes: Buffer; mediaType: string }>;
}

/** Letters only, so it is one search word and a valid name. */
export function uniqueTag(): string {
  return Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/**
 * Submits one application through POST /api/{kind}/submit-new-application, as the browser form
 * does. The 4th document of the repayment forms is a PNG (they accept images); the rest are PDFs,
 * made here unless `pdfs` gives a document field its own.
 */
export async function submitApplication(
  request: APIRequestContext,
  kind: ApplicationKind,
  person: { firstName: string; lastName: string },
  {
    baseUrl = '',
    pdfs = {},
    fields: given = {},
  }: {
    baseUrl?: string;
    pdfs?: Record<string, Buffer>;
    /** Answers of its own (related applications). */ fields?: Record<string, string>;
  } = {},
): Promise<Submitted> {
  const form = APPLICATION_FORMS[kind];
  const names = form.nameFields;
  const email = `${person.firstName}.${person.lastName}@example.org`.toLowerCase();
  const fields = sampleFields[kind]({
    [names.firstName]: person.firstName,
    [names.lastName]: person.lastName,
    [names.email]: email,
    ...contactOfItsOwn(kind),
    ...given,
  });
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { ...fields };
  const documents: Submitted['documents'] = {};
  for (const [i, doc] of form.documents.entries()) {
    if (!doc.pdfOnly && i === 3) {
      const bytes = makePng();
      documents[doc.name] = { bytes, mediaType: 'image/png' };
      multipart[doc.name] = { name: `${doc.name}.png`, mimeType: 'image/png', buffer: bytes };
    } else {
      const bytes =
        pdfs[doc.name] ??
        (await makePdf({
          title: `${doc.label} of ${person.firstName} ${person.lastName}`,
          marker: `${kind}-${doc.name}`,
        }));
      documents[doc.name] = { bytes, mediaType: 'application/pdf' };
      multipart[doc.name] = { name: `${doc.name}.pdf`, mimeType: 'application/pdf', buffer: bytes };
    }
  }
  const response = await request.post(`${baseUrl}/api/${APPLICATION_KIND_PATHS[kind]}/submit-new-application`, { multipart });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { reference: string };
  const ssns: Record<string, string> = {};
  for (const field of form.ssnFields) ssns[field] = fields[field]!;
  return { kind, reference: body.reference, ...person, email, ssns, documents };
}

/**
 * An SSN, phone and street number of its own: applications from different specs (and workers,
 * whose fixture counters start alike) share nothing, so none is "related" by chance (issue 39).
 */
function contactOfItsOwn(kind: ApplicationKind): Record<string, string> {
  const digits = (from: number, to: number) => String(randomInt(from, to));
  const ssn = () => `${digits(123, 666)}-${digits(10, 99)}-${digits(1000, 10000)}`;
  const phone = `(202) ${digits(201, 1000)}-${digits(1000, 10000)}`;
  const street = digits(100, 100000);
  if (kind === 'parent') {
    const [parentSsn, studentSsn] = [ssn(), ssn()];
    return {
      parentSocialSecurity: parentSsn,
      parentConfirmSocial: parentSsn,
      studentSocialSecurity: studentSsn,
      studentConfirmSocial: studentSsn,
      parentPhone: phone,
      parentAddress: `${street} N Michigan Ave`,
    };
  }
  const own = ssn();
  return {
    socialSecurity: own,
    confirmSocial: own,
    phone,
    address: kind === 'undergrad' ? `${street} Pennsylvania Ave NW` : `${street} Peachtree St, Atlanta, GA 30303`,
  };
}

/** One kind's table card on /admin-access or /admin-access-archive. */
export function tableOf(page: Page, kind: ApplicationKind): Locator {
  return page.getByRole('region', { name: new RegExp(`^${TABLE_TITLES[kind]}`) });
}

/**
 * On a phone the lists show one kind at a time behind tabs: choose the kind's tab, if there are
 * tabs, so its table is on the page. On a laptop every table is already there.
 */
export async function showKind(page: Page, kind: ApplicationKind): Promise<void> {
  await expect(page.getByRole('region', { name: / applications/ }).first()).toBeVisible();
  const tab = page.getByRole('tab', { name: new RegExp(`^${TABLE_TITLES[kind].replace(/ applications$/, '')}`) });
  if ((await tab.count()) > 0) await tab.click();
}

export function rowOf(table: Locator, app: Pick<Submitted, 'firstName' | 'lastName'>): Locator {
  return table.getByRole('row').filter({ hasText: `${app.firstName} ${app.lastName}` });
}

/**
 * Clears a table's "Assigned to me", which a volunteer's lists start with (issue 29), so the
 * table lists applications nobody assigned to them too.
 */
export async function seeEveryApplication(table: Locator): Promise<void> {
  const mine = table.getByRole('checkbox', { name: 'Assigned to me' });
  // The box follows the address, which the click changes through the router a moment later:
  // click, then wait for it to show cleared (uncheck() reads it back at once, too early).
  if (await mine.isChecked()) await mine.click();
  await expect(mine).not.toBeChecked();
  // The wider list, once it has arrived (see searchTable).
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Types into a table's search box and waits for the searched list, as a reviewer reads it before
 * going on: the search in the address, then the table no longer busy. Rows arriving later would
 * shrink the table and move what is below it under the next click (a volunteer's "Assigned to
 * me" of the next table was clicked past so, on a busy machine).
 */
export async function searchTable(table: Locator, text: string): Promise<void> {
  await table.getByRole('searchbox').fill(text);
  await table.getByRole('searchbox').press('Enter');
  const searched = () =>
    [...new URL(table.page().url()).searchParams].some(([name, value]) => name.endsWith('.q') && value === text.trim());
  await expect.poll(searched).toBe(true);
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** From the list to an application's detail page: its kind's table, searched by last name, then View. */
export async function openApplication(page: Page, app: Submitted): Promise<void> {
  await page.goto('/admin-access');
  await showKind(page, app.kind);
  const table = tableOf(page, app.kind);
  await seeEveryApplication(table);
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
}

/** MM/DD/YYYY of today in UTC, as the console prints submission dates. */
export function todayUs(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}
