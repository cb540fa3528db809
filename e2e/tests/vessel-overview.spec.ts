import { VESSEL_MESSAGES } from '@portal/domain';
import { DEMO, expect as baseExpect, expectAccessible, signIn, test } from '../fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The Vessel Overview (issue 22 part 2, spec 002 §2): an operations user filters the seeded voyages of the ±5-day
 * window by category, opens a vessel's bookings (each opening in a new tab), and sees the spec's empty state for a
 * range without sailings.
 */
test('an operations user filters the vessel overview and opens a vessel’s bookings', async ({ page }) => {
  await signIn(page, DEMO.operations);
  await page.goto('/vessel');
  const list = page.getByRole('list', { name: 'Vessels with voyage' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/category=Import/);
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toContainText('Import');
  await expect(cards.filter({ hasText: 'Export' })).toHaveCount(0);
  await expectAccessible(page, 'vessel overview, Import');

  await cards.first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  const booking = dialog.getByRole('link').first();
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(booking).toHaveAttribute('href', /^\/bookings\/\d+$/);
  await expectAccessible(page, 'vessel bookings dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/vessel?from=2020-01-01&to=2020-01-05');
  await expect(page.getByText(VESSEL_MESSAGES.empty)).toBeVisible();
});
