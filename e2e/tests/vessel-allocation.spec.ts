import { ALLOCATION_MESSAGES, ALLOCATION_TEXT } from '@portal/domain';
import { DEMO, expect as baseExpect, expectAccessible, signIn, test } from '../fixtures.ts';

// The dialog's code and figures arrive after the click; on a busy machine that can take longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The vessel allocation dialog (issue 22 part 3, spec 001 §2.14): an operations user opens it from a request row of
 * their own, reads the figures, the Allocation section and the neighbouring voyages, marks the voyage fully booked
 * (the banner shows) and takes the mark off again, by keyboard.
 */
test('an operations user opens the allocation dialog from a request row and toggles fully booked', async ({
  page,
}) => {
  await signIn(page, DEMO.operations);
  await page.goto('/bookings?tab=requests');
  const icon = page.getByRole('button', { name: /^Vessel allocation of / }).first();
  await icon.click();
  const dialog = page.getByRole('dialog', { name: /^Vessel allocation/ });
  await expect(dialog.getByText(ALLOCATION_TEXT.previousNext)).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^${ALLOCATION_TEXT.allocation}`) }),
  ).toBeVisible();

  const toggle = dialog.getByRole('switch', { name: ALLOCATION_TEXT.fullyBookedToggle });
  const wasOn = await toggle.isChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(ALLOCATION_MESSAGES.fullyBookedSaved(!wasOn))).toBeVisible();
  await expect(dialog.getByText(ALLOCATION_TEXT.fullyBookedBanner)).toHaveCount(wasOn ? 0 : 1);
  await expectAccessible(page, 'vessel allocation dialog');

  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(ALLOCATION_MESSAGES.fullyBookedSaved(wasOn))).toBeVisible();
  await expect(dialog.getByText(ALLOCATION_TEXT.fullyBookedBanner)).toHaveCount(wasOn ? 1 : 0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a sales agent has no allocation icon on the request rows', async ({ page }) => {
  await signIn(page, DEMO.sales);
  await page.goto('/bookings?tab=requests');
  await expect(page.getByRole('link', { name: /^req-/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vessel allocation of / })).toHaveCount(0);
});
