import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, seeEveryApplication, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Related applications (issue 39) at a laptop's and a phone's width: a parent and their own
 * child's undergraduate application share the child's SSN and a home address written two ways.
 * An employee finds the child under "Only related", reads what matched, and follows the link to
 * the parent's application. Screenshots go to test-results/related.
 */

const SHOTS = 'test-results/related';

for (const width of [1280, 390]) {
  test(`at ${width} px an employee follows a related application from the detail page`, async ({ page, request, signInAs }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueTag();
    const street = String(100 + Math.floor(Math.random() * 9000));
    const childSsn = `${200 + Math.floor(Math.random() * 400)}-${10 + Math.floor(Math.random() * 89)}-${1000 + Math.floor(Math.random() * 8999)}`;
    const parent = await submitApplication(
      request,
      'parent',
      { firstName: 'James', lastName: `Okafor${tag}` },
      {
        fields: {
          studentSocialSecurity: childSsn,
          studentConfirmSocial: childSsn,
          parentAddress: `${street} North Michigan Avenue`,
          parentCity: 'Chicago',
          parentState: 'IL',
          parentZip: '60611-1234',
        },
      },
    );
    const child = await submitApplication(
      request,
      'undergrad',
      { firstName: 'Kevin', lastName: `Okafor${tag}` },
      {
        fields: {
          socialSecurity: childSsn,
          confirmSocial: childSsn,
          address: `${street} N. Michigan Ave`,
          address2: '',
          city: 'Chicago',
          state: 'IL',
          zip: '60611',
        },
      },
    );
    await signInAs('employee');

    // The list: "Only related", and the row says so in words.
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    await seeEveryApplication(table);
    await table.getByRole('checkbox', { name: 'Only related' }).check();
    await searchTable(table, child.lastName);
    const row = rowOf(table, child);
    await expect(row.getByText('Related', { exact: true })).toBeVisible();
    await table.screenshot({ path: `${SHOTS}/list-mark-${width}.png` });

    // The detail page: what matched, that it is information only, and a link to the parent's.
    await row.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${child.firstName} ${child.lastName}`);
    const panel = page.getByRole('region', { name: 'Related applications' });
    await expect(panel).toContainText('For information only');
    const toParent = panel.getByRole('link', { name: `Parent application ${parent.reference}` });
    await expect(toParent).toBeVisible();
    const matches = panel.getByRole('list', { name: `What ${parent.reference} shares with this application` });
    await expect(matches.getByRole('listitem')).toHaveText(['Same SSN', 'Same home address']);
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/panel-${width}.png` });
    await expectNoSeriousAxeViolations(page);

    // Following it: the parent's application, which links back to the child's.
    await toParent.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${parent.firstName} ${parent.lastName}`);
    await expect(
      page
        .getByRole('region', { name: 'Related applications' })
        .getByRole('link', { name: `Undergraduate application ${child.reference}` }),
    ).toBeVisible();
  });
}
