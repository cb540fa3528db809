import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures.ts';

/** Issue 21 part 4: staff edit a carrier's side charges (spec 002 §2), customers read them (001 §2.13). */
test.describe('side charges', () => {
  test('staff add a column and a row to a table, fill them in and save', async ({ page }) => {
    await signIn(page, DEMO.sales);
    await page.goto('/charges');
    await expect(page.getByText('Start by selecting one of the carriers')).toBeVisible();
    const carriers = page.getByRole('navigation', { name: 'Carriers' });
    await carriers.getByRole('button', { name: 'DAL' }).click();
    await expect(page).toHaveURL(/\/charges\/DAL$/);

    const table = page.getByRole('region', { name: 'Import / Crosstrade table 1' });
    await expect(table.getByLabel('Column 1 header')).toHaveValue('Charge');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await table.getByRole('button', { name: 'Add column' }).click();
    await table.getByLabel('Column 6 header').fill('Valid from');
    await table.getByRole('button', { name: 'Add row' }).click();
    await table.getByLabel('Row 7, Charge').fill('Reefer monitoring');
    await table.getByLabel('Row 7, Valid from').fill('01.01.2027');
    await expectAccessible(page, 'side-charge editor with edits');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved changes!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Import / Crosstrade table 1' }).getByLabel('Row 7, Valid from'),
    ).toHaveValue('01.01.2027');

    // Clicking the selected carrier goes back to /charges.
    await carriers.getByRole('button', { name: 'DAL' }).click();
    await expect(page).toHaveURL(/\/charges$/);
  });

  test("a customer opens a carrier's panel and reads its tables", async ({ page }) => {
    await signIn(page, DEMO.customerA);
    await page.goto('/bookings');
    await page.getByRole('link', { name: 'Side charges of our carriers' }).click();
    await expect(page).toHaveURL(/\/charges$/);
    await page.getByRole('button', { name: 'HAPAG-LLOYD' }).click();
    const importTable = page.getByRole('table', { name: 'Import / Crosstrade of HAPAG-LLOYD, table 1' });
    await expect(importTable.getByRole('cell', { name: 'Terminal handling (THC)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Export of HAPAG-LLOYD, table 1' })).toBeVisible();
    // Tarros has no side charges: no panel.
    await expect(page.getByRole('button', { name: 'TARROS' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});
