import type { Page } from '@playwright/test';
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
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { askConflictQuestion } from './support/conflict-question.js';

/**
 * Conflicts of interest (issue 39) at a laptop's and a phone's width: an admin writes the cycle's
 * policy, accepts it with the one click that opens an application, and declares a conflict on
 * another before anything of it is loaded; an employee's declaration is withdrawn by an admin on
 * the reports page. Screenshots go to test-results/conflicts.
 */

const SHOTS = 'test-results/conflicts';
const noStickyHeader = '.console-header { position: static !important; }';

async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const answer = await page.request.post('/graphql', { data: { query, variables }, headers: { 'CSRF-Token': csrfToken } });
  return (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function undergradCycleId(page: Page): Promise<string> {
  const { data } = await graphql(page, 'query { programCycleHistory { id kind } }', {});
  return (data!.programCycleHistory as { id: string; kind: string }[]).find((c) => c.kind === 'UNDERGRAD')!.id;
}

/** Opens an application from the list; answers the names of the detail operations fetched on the way. */
async function openFromList(page: Page, app: Submitted, fetched: string[]): Promise<void> {
  page.on('request', (r) => {
    const name = r.url().includes('/graphql')
      ? ((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? '')
      : '';
    if (name === 'ApplicationDetail' || /\/(preview|download)-file\//.test(r.url())) fetched.push(name || r.url());
  });
  await page.goto('/admin-access');
  await showKind(page, app.kind);
  const table = tableOf(page, app.kind);
  await seeEveryApplication(table);
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
}

for (const width of [1280, 390]) {
  test(`at ${width} px staff accept the cycle's policy and declare a conflict before an application loads`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const [reading, conflicted] = await Promise.all([
      submitApplication(request, 'undergrad', { firstName: 'Lena', lastName: `Ortiz${uniqueTag()}` }),
      submitApplication(request, 'undergrad', { firstName: 'Noah', lastName: `Baker${uniqueTag()}` }),
    ]);
    await askConflictQuestion(page);
    await signInAs('admin');
    const cycleId = await undergradCycleId(page);
    try {
      // The admin writes the policy on the cycles page: a new version asks everyone again.
      await page.goto('/admin-access-cycles');
      const policy = page.getByLabel('Policy for the Undergraduate repayment cycle');
      await policy.fill(`Step aside when a relative, friend or neighbour applies (${width} px version).`);
      const editor = page.locator('form', { has: policy });
      await editor.getByRole('button', { name: /Save/ }).click();
      await expect(editor.getByRole('status')).toContainText('Saved as version');
      await editor.screenshot({ path: `${SHOTS}/policy-editor-${width}.png` });

      // Opening an application: the policy and the question come first, nothing of it is fetched.
      const fetched: string[] = [];
      await openFromList(page, reading, fetched);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before you read ${reading.reference}`);
      await expect(page.getByRole('heading', { name: /Conflict-of-interest policy/ })).toBeVisible();
      const go = page.getByRole('button', { name: 'I accept the policy: no conflict, show the application' });
      await expect(go).toBeFocused();
      expect(fetched).toEqual([]);
      await expectNoSeriousAxeViolations(page, { what: 'the conflict question with the policy' });
      await page.screenshot({ path: `${SHOTS}/gate-with-policy-${width}.png`, style: noStickyHeader });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${reading.firstName} ${reading.lastName}`);

      // Another application: declare a conflict; its answers and documents are never fetched.
      const none: string[] = [];
      await openFromList(page, conflicted, none);
      await expect(page.getByRole('button', { name: 'No conflict: show the application' })).toBeFocused();
      await page.getByRole('button', { name: 'I have a conflict' }).click();
      await page.getByLabel('What is the conflict?').selectOption({ label: 'Friend or neighbour' });
      await page.getByLabel(/Note for the board/).fill('My next-door neighbour.');
      await expectNoSeriousAxeViolations(page, { what: 'the declaration form' });
      await page.screenshot({ path: `${SHOTS}/declare-${width}.png`, style: noStickyHeader });
      await page.getByRole('button', { name: 'Declare the conflict' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recused from ${conflicted.reference}`);
      expect(none).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/recused-${width}.png`, style: noStickyHeader });

      // The list marks it for them.
      await page.getByRole('link', { name: 'Back to Applications' }).click();
      await showKind(page, 'undergrad');
      const table = tableOf(page, 'undergrad');
      await searchTable(table, conflicted.lastName);
      await expect(rowOf(table, conflicted).getByText('Recused')).toBeVisible();
      // Read once the list has settled: while it refreshes it is drawn faded, on purpose.
      await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, { what: 'the list with a recused row' });
      await rowOf(table, conflicted).screenshot({ path: `${SHOTS}/list-recused-${width}.png` });
    } finally {
      // Other suites open undergraduate applications: the cycle asks nothing again.
      await graphql(page, 'mutation($cycleId: ID!) { saveConflictPolicy(cycleId: $cycleId, text: "") { version } }', { cycleId });
    }
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px an admin withdraws an employee's declaration with a reason on the reports page`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const app = await submitApplication(request, 'undergrad', { firstName: 'Rosa', lastName: `Lindqvist${uniqueTag()}` });
    await askConflictQuestion(page);
    const employee = await signInAs('employee');
    await openFromList(page, app, []);
    await page.getByRole('button', { name: 'I have a conflict' }).click();
    await page.getByLabel('What is the conflict?').selectOption({ label: 'Family' });
    await page.getByRole('button', { name: 'Declare the conflict' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recused from ${app.reference}`);

    await signInAs('admin');
    await page.goto('/admin-access-reports?program=undergrad');
    const declarations = page.getByRole('region', { name: 'Conflicts of interest' });
    const who = `${employee.firstName} ${employee.lastName}`;
    await declarations.getByRole('button', { name: `Withdraw ${who}'s declaration on ${app.reference}` }).click();
    const reason = declarations.getByLabel(`Why withdraw ${who}'s declaration?`);
    await expect(reason).toBeFocused();
    // The reason is required: the server's rule, said before anything is sent.
    await declarations.getByRole('button', { name: 'Withdraw the declaration' }).click();
    await expect(reason).toHaveAccessibleDescription(/Please give the reason/);
    await reason.fill('Rosa is a cousin by marriage only; the board allowed the review.');
    await expectNoSeriousAxeViolations(page, { what: 'the withdrawal form' });
    await declarations.screenshot({ path: `${SHOTS}/withdraw-${width}.png`, style: noStickyHeader });
    await declarations.getByRole('button', { name: 'Withdraw the declaration' }).click();
    await expect(declarations.getByRole('status')).toHaveText(`Withdrawn: ${who} can open ${app.reference} again.`);
    await expect(declarations.getByRole('button', { name: `Withdraw ${who}'s declaration on ${app.reference}` })).toHaveCount(0);

    // The employee opens it again (the question comes first, as on every application).
    await signInAs('employee');
    await openFromList(page, app, []);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before you read ${app.reference}`);
  });
}
