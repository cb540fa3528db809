import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures.ts';

/**
 * Issue 22 part 4: an operations user adds a load list with one bad container number (refused, nothing saved),
 * then a good one (saved and shown), then the same box by file upload, on /loadList (spec 002 §2, §5).
 */
test('a load list with a wrong container number saves nothing; the corrected one is saved and shown', async ({
  page,
}) => {
  // Sign-in, two saves and three axe runs: more than the default 45 s on a busy machine.
  test.slow();
  await signIn(page, DEMO.operations);
  await page.goto('/loadList');
  await expect(page.getByRole('heading', { name: 'Load list' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Containers' });
  // The demo's boxes on bookings sailing within ±5 days: take the first one the table lists.
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const number = (await first.getByRole('cell').first().innerText()).trim();
  await expectAccessible(page, 'load list overview');

  await page.getByRole('button', { name: 'Add load list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add load list' });
  await dialog.getByRole('tab', { name: 'Paste' }).click();
  const pasted = dialog.getByRole('textbox', { name: /Container number, Seal number, Status/ });
  await pasted.fill(`${number}, E2E-SEAL-1, ON WATER\nCSQU3054384, E2E-SEAL-2, ON WATER`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Line 2: CSQU3054384 is not a valid ISO 6346 container number',
  );
  await expectAccessible(page, 'add load list refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Nothing of it was saved: the first box keeps its seal.
  await expect(table.getByRole('row', { name: new RegExp(number) })).not.toContainText('E2E-SEAL-1');

  await page.getByRole('button', { name: 'Add load list' }).click();
  await dialog.getByRole('tab', { name: 'Paste' }).click();
  await pasted.fill(`${number}, E2E-SEAL-1, ON WATER\nCSQU3054383, E2E-SEAL-2, ON WATER`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved load list successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('E2E-SEAL-1');

  // The same box by upload: the sample file's header line and one line of ours, chosen as a file.
  const sample = await page.request.get('/api/load-lists/sample.csv');
  const header = (await sample.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  await page.getByRole('button', { name: 'Add load list' }).click();
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'load-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n${number},E2E-SEAL-3,ARRIVED\r\n`),
  });
  await expect(dialog.getByText('load-list.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('E2E-SEAL-3');
});
