import { DEMO, expect, signIn, test } from '../fixtures.ts';

test.describe('route tables per visitor type', () => {
  test('an anonymous visitor on /bookings sees the logged-out page', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByText('You have to be logged in to view this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Homepage' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with its title', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Make sure you have the right address or visit home page.')).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found - Freight Portal');
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('staff opening / land on My Day', async ({ page }) => {
    await signIn(page, DEMO.sales);
    await page.goto('/');
    // The route table sends staff to /my-day (spec 001).
    await expect(page).toHaveURL(/\/my-day$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Day' })).toBeVisible();
  });

  test('a customer on a staff-only path gets the 404 page', async ({ page }) => {
    await signIn(page, DEMO.customerA);
    await page.goto('/teams');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });
});
