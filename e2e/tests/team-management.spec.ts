import { DEMO, expect, signIn, test } from '../fixtures.ts';

/**
 * Team Management (issue 21 part 2, spec 002 §2): a superadmin creates a team and saves its members, makes a
 * colleague admin and gives them carriers; the screen is the superadmin's alone. axe runs on every page at the end.
 */

test.describe('team management', () => {
  test('a superadmin creates a team and saves it, and makes a user admin with carriers', async ({ page }) => {
    await signIn(page, DEMO.superadmin);
    await page.goto('/teams');
    const operations = page.getByRole('region', { name: 'Operations teams' });
    await expect(operations.getByRole('form', { name: 'Team Export Operations' })).toBeVisible();

    const name = `Night desk ${Date.now().toString(36)}`;
    await operations.getByLabel('New team name').fill(name);
    await operations.getByRole('button', { name: 'Add' }).click();
    const row = operations.getByRole('form', { name: `Team ${name}` });
    await expect(row).toBeVisible();
    // Nothing edited yet: no Save.
    await expect(row.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await row.getByRole('combobox', { name: 'Users' }).click();
    await page.getByRole('option', { name: 'Olivia Frei' }).click();
    await page.keyboard.press('Escape');
    await row.getByRole('combobox', { name: 'Checklist items' }).click();
    await page.getByRole('option', { name: 'Gate in' }).click();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `Save team ${name}` }).click();
    await expect(page.getByText('Saved changes!').first()).toBeVisible();
    await expect(row.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Olivia Frei' })).toBeVisible();

    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/teams\?tab=users$/);
    await expect(page.getByRole('form', { name: 'Admin Sabine Meier' })).toBeVisible();
    await page.getByRole('button', { name: 'Add admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add admin' });
    await dialog.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: /Nina Graf/ }).click();
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    const nina = page.getByRole('form', { name: 'Admin Nina Graf' });
    await expect(nina).toBeVisible();
    await expect(nina.getByText('Superadmin')).toBeVisible();
    await expect(nina.getByText('never')).toBeVisible();
    await nina.getByRole('combobox', { name: 'Carriers' }).click();
    await page.getByRole('option', { name: 'ZIM' }).click();
    await page.keyboard.press('Escape');
    await nina.getByRole('button', { name: 'Save Nina Graf' }).click();
    await expect(nina.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(nina.getByRole('button', { name: 'ZIM' })).toBeVisible();
  });

  test('a customer and a sales admin opening /teams get the not-found page', async ({ browser }) => {
    for (const email of [DEMO.customerA, DEMO.sales]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, email);
      await page.goto('/teams');
      await expect(page.getByText('404 Page Not Found').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Teams' })).toHaveCount(0);
      await context.close();
    }
  });
});
