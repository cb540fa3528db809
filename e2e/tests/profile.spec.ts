import { DEMO, expect, signIn, test } from '../fixtures.ts';

test.describe('My Profile', () => {
  test('shows who I am and saves the vacation redirection', async ({ page }) => {
    await signIn(page, DEMO.sales);
    await page.goto('/my-profile');
    await expect(page).toHaveTitle('My Profile - Freight Portal');
    await expect(page.getByText('Luca Rossi').first()).toBeVisible();
    await expect(page.getByText(DEMO.sales).first()).toBeVisible();

    await page.getByRole('switch', { name: /redirect/i }).check();
    await page.getByLabel('Redirect to').click();
    await page.getByRole('option', { name: /Sabine Meier/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved changes!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: /redirect/i })).toBeChecked();
    await expect(page.getByLabel('Redirect to')).toHaveValue(/Sabine Meier/);
  });
});
