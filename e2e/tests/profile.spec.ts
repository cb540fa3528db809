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

  test('brings the guided-tour prompt back by keyboard, and puts it away again', async ({ page }) => {
    // signIn put the prompt away, as 'Don't show again' does.
    await signIn(page, DEMO.operations);
    await page.goto('/my-profile');
    const prompt = page.getByRole('region', { name: 'New here? Let us show you around.' });
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const offered = page.getByRole('switch', { name: 'Offer me the guided tour' });
    await expect(offered).not.toBeChecked();
    await offered.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Saved changes!')).toBeVisible();
    await expect(offered).toBeChecked();
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Space');
    await expect(offered).not.toBeChecked();
    await expect(prompt).toHaveCount(0);
  });
});
