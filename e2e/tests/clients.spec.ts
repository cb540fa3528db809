import { DEMO, expect, signIn, test, waitForHydration } from '../fixtures.ts';

/** Issue 21 part 3: a superadmin opens an account for a customer, who signs in with the welcome link. */
test.describe('Team Management: clients and users', () => {
  test('a superadmin adds a customer user, who logs in with the welcome link', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, DEMO.superadmin);
    await page.goto('/teams?tab=clients');
    await expect(page.getByRole('tab', { name: 'Clients', selected: true }).first()).toBeVisible();
    // The choice goes to the address (a router navigation, in a transition): click, then wait for it.
    const rhone = page.getByRole('radio', { name: 'Show the users of Rhône Vins SA' });
    await rhone.click();
    await expect(rhone).toBeChecked();
    await expect(page).toHaveURL(/client=/);
    await expect(page.getByRole('table', { name: 'Users of Rhône Vins SA' })).toBeVisible();

    const email = `new.colleague.${Date.now()}@rhone-vins.fr`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user to Rhône Vins SA' });
    await dialog.getByRole('button', { name: 'Save and send welcome e-mail' }).click();
    await expect(dialog.getByText('Give a first name.')).toBeVisible();
    await dialog.getByLabel('First name').fill('Camille');
    await dialog.getByLabel('Last name').fill('Durand');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Save and send welcome e-mail' }).click();
    await expect(page.getByText(/Saved changes! A welcome e-mail goes to/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users of Rhône Vins SA' }).getByText(email)).toBeVisible();

    const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await mailbox.json()) as { messages: { subject: string; text: string }[] };
    expect(messages[0]?.subject).toMatch(/^Welcome to /);
    const link = messages[0]!.text.match(/https?:\/\/\S+logIn=[\w-]+/)![0];

    const newcomer = await browser.newContext({ baseURL });
    await newcomer.addCookies([{ name: 'consent', value: 'true', url: baseURL! }]);
    const theirs = await newcomer.newPage();
    await theirs.goto(new URL(new URL(link).search, baseURL).href);
    // The link signs in once the landing page is hydrated, which takes seconds on a loaded CI machine.
    await waitForHydration(theirs);
    await expect(theirs.getByRole('button', { name: /Camille Durand/ })).toBeVisible({ timeout: 30_000 });
    // …and, as any customer, reads the carriers' side charges (issue 21's journey).
    await theirs.goto('/charges');
    await theirs.getByRole('button', { name: 'HAPAG-LLOYD' }).click();
    await expect(
      theirs.getByRole('table', { name: 'Import / Crosstrade of HAPAG-LLOYD, table 1' }),
    ).toBeVisible();
    await newcomer.close();
  });

  test('customers and staff other than superadmins do not find Team Management', async ({ page }) => {
    await signIn(page, DEMO.customerA);
    await page.goto('/teams');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await signIn(page, DEMO.sales);
    await page.goto('/teams?tab=clients');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configuration' })).toBeVisible();
    await page.getByRole('button', { name: 'Configuration' }).click();
    await expect(page.getByRole('menuitem', { name: 'Weekly payment' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Teams' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test("another admin's new company shows without a reload", async ({ page, browser, baseURL }) => {
    await signIn(page, DEMO.superadmin);
    await page.goto('/teams?tab=clients');
    await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, DEMO.superadmin);
    const name = `Live Company ${Date.now()}`;
    const created = await otherPage.request.post('/api/accounts/clients', {
      data: { name, city: 'Bern', countryCode: 'CH', erpClientId: `L${Date.now() % 1e9}`, carriers: null },
    });
    expect(created.status()).toBe(201);
    await other.close();
    await expect(page.getByRole('table', { name: 'Companies' }).getByText(name)).toBeVisible();
  });
});
