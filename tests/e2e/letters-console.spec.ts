import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator } from '@playwright/test';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { LETTER_DOCUMENT, LETTER_DOCUMENT_LABEL } from '../../api/src/domain/letters.js';
import { expect, test } from './support/fixtures.js';
import {
  rowOf,
  searchTable,
  seeEveryApplication,
  showKind,
  submitApplication,
  tableOf,
  uniqueTag,
  type Submitted,
} from './support/console.js';
import { makePdf } from '../support/fixtures/documents.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Letters of recommendation for staff (issue 38, point 5) at a laptop's and a phone's width: a
 * reviewer reads the letter where the documents are, previews it like them, and sees another
 * application's letter still waiting, in its list row and on its page. Screenshots go to
 * test-results/letters.
 *
 * The letter's arrival is written into the e2e database as the recommender's upload leaves it: one
 * of the application's documents under the letter's alias, and its request RECEIVED.
 */

const SHOTS = 'test-results/letters';
const DAY = 24 * 60 * 60 * 1000;
/** The document whose stored copy becomes the letter: the form's last PDF. */
const LETTER_SOURCE = APPLICATION_FORMS.undergrad.documents.filter((d) => d.pdfOnly).at(-1)!;

/** How many of a canvas's pixels pdf.js drew darker than paper: 0 for a blank canvas. */
async function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as unknown as {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
    };
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! + data[i + 1]! + data[i + 2]! < 600) inked++;
    return inked;
  });
}

const sqlTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

function withDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Asks the application's counselor for a letter; when `arrived`, one of its documents becomes the letter. */
function requestLetter(app: Submitted, { arrived }: { arrived: boolean }): void {
  withDatabase((db) => {
    const { id } = db
      .prepare('SELECT undergrad_applicant_id AS id FROM undergrad_applicants WHERE reference = ?')
      .get(app.reference) as { id: number };
    const now = Date.now();
    let fileId: string | null = null;
    if (arrived) {
      const doc = db
        .prepare('SELECT file_id FROM application_documents WHERE applicant_kind = ? AND applicant_id = ? AND file_alias = ?')
        .get('undergrad', id, LETTER_SOURCE.name) as { file_id: string };
      fileId = doc.file_id;
      db.prepare('UPDATE application_documents SET file_alias = ?, original_name = ? WHERE file_id = ?').run(
        LETTER_DOCUMENT,
        'letter.pdf',
        fileId,
      );
    }
    db.prepare(
      `INSERT INTO letter_requests (applicant_kind, applicant_id, cycle_id, recommender_name, recommender_email,
        recommender_role, waived, locale, token_hash, token_sealed, status, requested_at, due_at, received_at, file_id,
        last_reminded_at)
       VALUES (?, ?, NULL, ?, ?, 'counselor', ?, 'en', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      'undergrad',
      id,
      'Maria Delgado',
      `maria.delgado.${uniqueTag()}@school.example.org`,
      arrived ? 1 : 0,
      randomBytes(32).toString('hex'),
      // Never opened here: only a reminder unseals it, and the waiting letter was reminded an hour ago.
      'unused',
      arrived ? 'RECEIVED' : 'REQUESTED',
      sqlTime(new Date(now - 5 * DAY)),
      sqlTime(new Date(now + 20 * DAY)),
      arrived ? sqlTime(new Date(now - DAY)) : null,
      fileId,
      arrived ? null : sqlTime(new Date(now - 60 * 60 * 1000)),
    );
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a reviewer previews the letter of recommendation beside the documents`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const tag = uniqueTag();
    const received = await submitApplication(
      request,
      'undergrad',
      { firstName: 'Lucia', lastName: `Letter${tag}` },
      { pdfs: { [LETTER_SOURCE.name]: await makePdf({ title: 'Dear committee: Lucia is remarkable' }) } },
    );
    const waiting = await submitApplication(request, 'undergrad', { firstName: 'Tomas', lastName: `Letter${tag}` });
    requestLetter(received, { arrived: true });
    requestLetter(waiting, { arrived: false });
    await signInAs('employee');

    // The list: the waiting one says so in its row; the received one does not.
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    await seeEveryApplication(table);
    await searchTable(table, `Letter${tag}`);
    await expect(rowOf(table, waiting).getByText(/^Letter: waiting since /)).toBeVisible();
    await expect(rowOf(table, received).getByText(/^Letter: waiting since /)).toHaveCount(0);
    await table.screenshot({ path: `${SHOTS}/list-${width}.png` });

    // The received letter: its own section, with the recommender, the waiver and the date.
    await rowOf(table, received).getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${received.firstName} ${received.lastName}`);
    const section = page.getByRole('region', { name: LETTER_DOCUMENT_LABEL });
    await expect(section).toContainText('Maria Delgado');
    await expect(section).toContainText('School counselor');
    await expect(section).toContainText('The applicant waived the right to read this letter.');
    await expect(section).toContainText('Received');
    // It is not listed a second time among the documents.
    await expect(page.getByRole('region', { name: 'Documents' }).getByText(LETTER_DOCUMENT_LABEL)).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/section-${width}.png` });
    await expectNoSeriousAxeViolations(page);

    await section.getByRole('button', { name: `Preview ${LETTER_DOCUMENT_LABEL}` }).click();
    // Laptops dock the preview beside the score form; phones open it over the page.
    const letterPage = page.getByRole('img', { name: `${LETTER_DOCUMENT_LABEL}, page 1 of 1` });
    await expect(letterPage).toBeVisible({ timeout: 30_000 });
    // pdf.js has drawn the letter's words, not just a white sheet.
    await expect.poll(() => inkedPixels(letterPage), { timeout: 20_000 }).toBeGreaterThan(200);
    await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    // The waiting one: "waiting since", and the reminder held until 48 hours have passed.
    await page.goto('/admin-access');
    await showKind(page, 'undergrad');
    await searchTable(tableOf(page, 'undergrad'), `Letter${tag}`);
    await rowOf(tableOf(page, 'undergrad'), waiting).getByRole('link', { name: /^View/ }).click();
    const waitingSection = page.getByRole('region', { name: LETTER_DOCUMENT_LABEL });
    await expect(waitingSection.getByText(/^Letter: waiting since /)).toBeVisible();
    await expect(waitingSection).toContainText('The applicant did not waive the right to read this letter.');
    await expect(waitingSection.getByRole('button', { name: 'Send a reminder' })).toBeDisabled();
    await expect(waitingSection).toContainText('One reminder per 48 hours');
    await waitingSection.scrollIntoViewIfNeeded();
    await waitingSection.screenshot({ path: `${SHOTS}/waiting-${width}.png` });
    await expectNoSeriousAxeViolations(page);
  });
}
