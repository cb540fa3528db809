import { DEMO, expect, signIn, test } from '../fixtures.ts';

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

test.describe('special offers', () => {
  test('a visitor sees the offer cards and is asked to log in first', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('button', { name: /Special offer .*Hamburg to Santos/ });
    await expect(card).toBeVisible();
    await expect(card.getByText(/USD 1.?450\.00/)).toBeVisible();
    await card.click();
    await expect(page.getByText('Log in first to claim special offer.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  });

  test('a customer claims an offer and lands on Get Quote, prefilled', async ({ page }) => {
    await signIn(page, DEMO.customerB);
    await page.goto('/schedule');
    await page.getByRole('button', { name: /Special offer .*Hamburg to Santos/ }).click();
    await expect(page).toHaveURL(/\/quotes\/get\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: inTwoDays(),
      quantity: '1',
      type: '45G1',
    });
    await expect(page.getByLabel(/Origin/).first()).toHaveValue(/DEHAM/);
    await expect(page.getByLabel(/Destination/).first()).toHaveValue(/BRSSZ/);
  });

  test('staff create an offer and it shows on the cards at once', async ({ page }) => {
    await signIn(page, DEMO.operations);
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Manage offers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Special offers' });
    await dialog.getByRole('button', { name: 'New offer' }).click();
    await dialog.getByLabel('Carrier').click();
    await page.getByRole('option', { name: 'ZIM' }).click();
    await dialog.getByLabel('Container type').click();
    await page.getByRole('option', { name: /^40DC/ }).first().click();
    await dialog.getByLabel('Origin (UN/LOCODE)').fill('esvlc');
    await dialog.getByLabel('Destination (UN/LOCODE)').fill('usnyc');
    await dialog.getByLabel('Price').fill('1111');
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    await expect(dialog.getByRole('cell', { name: 'ESVLC → USNYC' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: /Special offer .+ to .+ USD 1.?111\.00/ })).toBeVisible();
  });
});
