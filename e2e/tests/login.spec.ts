import { DEMO, expect, latestLoginLink, test } from '../fixtures.ts';

test.describe('passwordless login', () => {
  test('a customer logs in by the e-mailed link and signs out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Enter Email Address')).toBeVisible();
    await expect(dialog.getByText('Type in your email address to log in.')).toBeVisible();
    await dialog.getByLabel('Your Work Email Address').fill('Anna.Keller@Alpina-Trading.ch');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Open Email')).toBeVisible();
    await expect(dialog.getByText("We've sent you an email with further instructions.")).toBeVisible();

    const link = await latestLoginLink(page.request, DEMO.customerA);
    await page.goto(link);
    await expect(page.getByText('Sign in successful!')).toBeVisible();
    await expect(page).not.toHaveURL(/logIn=/);
    await expect(page.getByRole('button', { name: /account of anna keller/i })).toBeVisible();

    await page.getByRole('button', { name: /account of anna keller/i }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByText('You are now signed out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  });

  test('staff log in by the link and land on My Day', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your Work Email Address').fill(DEMO.operations);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Check your inbox.')).toBeVisible();

    await page.goto(await latestLoginLink(page.request, DEMO.operations));
    await expect(page.getByText('Sign in successful!')).toBeVisible();
    // The route table sends staff from / to /my-day (spec 001).
    await expect(page).toHaveURL(/\/my-day$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Day' })).toBeVisible();
  });

  test('an invalid address sends nothing and keeps focus in the field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();
    const field = page.getByRole('dialog').getByLabel('Your Work Email Address');
    await field.fill('not-an-address');
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByRole('dialog').getByText('Enter Email Address')).toBeVisible();
  });

  test('a used link cannot sign in twice', async ({ page, browser }) => {
    await page.request.post('/api/session/request', {
      data: { emailAddress: DEMO.customerB, nextPath: '/' },
    });
    const link = await latestLoginLink(page.request, DEMO.customerB);
    await page.goto(link);
    await expect(page.getByText('Sign in successful!')).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByText('Unable to sign you in.')).toBeVisible();
    await other.close();
  });
});
