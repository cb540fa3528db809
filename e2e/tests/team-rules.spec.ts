import { CONFIG_MESSAGES, REASSIGNMENT_MESSAGES, SAVE_MESSAGES } from '@portal/domain';
import { DEMO, expect as baseExpect, expectAccessible, signIn, test } from '../fixtures.ts';

// On a busy machine a tab's lazy panel can take longer than the default to arrive.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Team Management's rules (issue 21 part 2): a superadmin adds a reassignment rule and a carrier setting of the
 * payment confirmation, copies the setting, and removes what the journey added (the confirmations of 002 §8).
 */
test('a superadmin adds a reassignment rule and a carrier setting, and copies the setting', async ({
  page,
}) => {
  // Two tabs, two axe checks and the clean-up: longer than a default journey on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, DEMO.superadmin);
  await page.goto('/teams?tab=reassign-users');
  await expect(page.getByRole('heading', { name: 'Reassign users' })).toBeVisible();
  // The seeded rules show.
  await expect(page.getByRole('table', { name: 'Reassignment rules' }).getByRole('row')).not.toHaveCount(1);

  const form = page.getByRole('form', { name: 'Add a reassignment rule' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByText(REASSIGNMENT_MESSAGES.chooseUser)).toBeVisible();
  await form.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: 'Olivia Frei' }).click();
  // The reassign-to picker leaves out the user just chosen.
  await form.getByRole('combobox', { name: 'Reassign to' }).click();
  await expect(page.getByRole('option', { name: 'Olivia Frei' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Luca Rossi' }).click();
  await form.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'MACS' }).click();
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText(SAVE_MESSAGES.saved)).toBeVisible();
  const rule = page.getByRole('row').filter({ hasText: 'Olivia Frei' }).filter({ hasText: 'MACS' });
  await expect(rule).toBeVisible();
  await expectAccessible(page, 'reassign users');

  await page.getByRole('tab', { name: 'Payment confirmation' }).first().click();
  await expect(page).toHaveURL(/tab=payment-confirmation/);
  const add = page.getByRole('form', { name: 'Add a carrier setting' });
  await add.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'MACS' }).click();
  await add.getByRole('combobox', { name: 'Port of discharge' }).fill('DEHAM');
  await page
    .getByRole('option', { name: /^DEHAM/ })
    .first()
    .click();
  const to = add.getByRole('combobox', { name: 'Contact To' });
  await to.fill('not-an-address');
  await to.press('Enter');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText(CONFIG_MESSAGES.email('not-an-address'))).toBeVisible();
  await add.getByRole('button', { name: 'not-an-address' }).press('Backspace');
  await to.fill('payments.e2e@macs.example');
  await to.press('Enter');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(SAVE_MESSAGES.saved).first()).toBeVisible();

  const carrierTable = page.getByRole('table', { name: 'Carrier Settings' });
  const mine = carrierTable
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'payments.e2e@macs.example' }) });
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: /^Copy setting/ }).click();
  await expect(mine).toHaveCount(2);
  await expectAccessible(page, 'payment confirmation');

  // Clean up: both copies, then the rule, each after its confirmation.
  for (const row of await mine.all()) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove selected' }).first().click();
  await expect(page.getByText(CONFIG_MESSAGES.removeConfirm)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(mine).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reassign users' }).first().click();
  await rule.getByRole('button', { name: /^Remove rule/ }).click();
  await expect(page.getByText(REASSIGNMENT_MESSAGES.removeConfirm)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(rule).toHaveCount(0);
});

test('a staff member who is not superadmin finds no Team Management', async ({ page }) => {
  await signIn(page, DEMO.sales);
  await page.goto('/teams?tab=reassign-users');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
