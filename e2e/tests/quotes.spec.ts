import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures.ts';

// Hamburg to Santos: Hamburg Süd and Hapag-Lloyd have demo rates for 20' and 40' HC dry containers
// (apps/server/src/seed/quotes/demo-rates.ts); Hamburg is in a depot country, so each line needs a depot.
const DAY = 86_400_000;
// More people of the demo companies (apps/server/src/seed/demo-users.ts): the login rate limit allows five links
// per address in 15 minutes for the whole e2e run, so the journeys spread over several users.
const USERS = {
  customerA2: 'marco.brunner@alpina-trading.ch',
  customerC: 'claire.martin@rhone-vins.fr',
  customerC2: 'hugo.bernard@rhone-vins.fr',
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Creates a quote group through the API as the signed-in customer of `page`. */
async function createGroup(page: Page): Promise<number> {
  const response = await page.request.post('/api/quotes/create', {
    data: {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: isoDay(new Date(Date.now() + 2 * DAY)),
      weeks: 4,
      containers: [
        { type: '22G1', commodity: 'freight-all-kind', location: 'hamburg-dradenau', quantity: 2 },
        { type: '45G1', commodity: 'freight-all-kind', location: 'hamburg-dradenau', quantity: 1 },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { groupId: number }).groupId;
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  field: string,
  option: RegExp | string,
) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('Quotes', () => {
  test('a customer gets quotes, compares the carriers, opens one and prints it', async ({
    page,
    consent: _consent,
  }) => {
    await signIn(page, DEMO.customerA);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Quote' }).first().click();
    await expect(page).toHaveURL(/\/quotes\/get$/);
    await expect(page).toHaveTitle('Get Quote - Freight Portal');

    await page.getByRole('combobox', { name: 'Origin port' }).fill('Hamburg');
    await page.getByRole('option', { name: /DEHAM.*Hamburg/ }).click();
    await page.getByRole('combobox', { name: 'Destination port' }).fill('Santos');
    await page.getByRole('option', { name: /BRSSZ.*Santos/ }).click();
    // The earliest date is two days ahead by default.
    const inTwoDays = new Date(Date.now() + 2 * DAY);
    const dd = String(inTwoDays.getDate()).padStart(2, '0');
    const mm = String(inTwoDays.getMonth() + 1).padStart(2, '0');
    await expect(page.getByRole('group', { name: 'Earliest date' })).toContainText(dd);
    await expect(page.getByRole('group', { name: 'Earliest date' })).toContainText(mm);

    const first = page.getByRole('group', { name: 'Cargo line 1' });
    await first.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await choose(page, first, 'Container type', /^20DC 22G1 /);
    await choose(page, first, 'Commodity type', 'FREIGHT ALL KIND');
    await choose(page, first, 'Pickup location', /Dradenau/);
    await page.getByRole('button', { name: 'Add cargo line' }).click();
    const second = page.getByRole('group', { name: 'Cargo line 2' });
    await choose(page, second, 'Container type', /^40HC 45G1 /);
    await choose(page, second, 'Commodity type', 'FREIGHT ALL KIND');
    await choose(page, second, 'Pickup location', /Dradenau/);
    await page.getByRole('button', { name: 'Get Quote', exact: true }).last().click();

    // The group page: one panel per carrier comparing freight and surcharges only.
    await expect(page).toHaveURL(/\/quotes\/groups\/\d+$/);
    await expect(page.getByText('2 × 20DC').first()).toBeVisible();
    await expect(page.getByText('1 × 40HC').first()).toBeVisible();
    const panels = page.locator('.MuiAccordion-root');
    await expect(panels).toHaveCount(2);
    await expect(panels.first()).toContainText('HAMBURG SÜD');
    await expect(panels.nth(1)).toContainText('HAPAG-LLOYD');
    const compared = page.getByRole('table', { name: 'Compared charges 20DC' }).first();
    await expect(compared).toContainText('Seafreight');
    await expect(compared).not.toContainText('Terminal Handling Charge');

    // The single quote with every charge and the terms header.
    await panels.first().getByRole('link', { name: 'Open quote' }).click();
    await expect(page).toHaveURL(/\/quotes\/\d+$/);
    await expect(page.getByRole('table', { name: 'Terms header' })).toContainText('TERMS & CONDITIONS');
    await expect(page.getByRole('table', { name: 'Charges 20DC' })).toContainText('Terminal Handling Charge');
    await expect(page.getByText(/\d+ days/).first()).toBeVisible();

    // Print preview: the frame and the controls go, the signature with phone and e-mail comes.
    const signature = page.getByTestId('print-signature');
    await expect(signature).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('world-clock')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeHidden();
    await expect(signature).toBeVisible();
    await expect(signature).toContainText('+41 61 000 00 00');
    await expect(signature).toContainText('info@freight-portal.local');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('dangerous goods are quoted by e-mail: the special request dialog, nothing sent', async ({
    page,
    consent: _consent,
  }) => {
    await signIn(page, USERS.customerC2);
    await page.goto('/quotes/get?origin=DEHAM&destination=BRSSZ&type=22G1&quantity=1');
    const line = page.getByRole('group', { name: 'Cargo line 1' });
    await choose(page, line, 'Commodity type', 'FREIGHT ALL KIND');
    await choose(page, line, 'Pickup location', /Dradenau/);
    await line.getByRole('switch', { name: 'Dangerous goods (IMO)' }).check();
    await line.getByRole('textbox', { name: 'IMO class' }).fill('3');
    await line.getByRole('textbox', { name: 'UN number' }).fill('1263');

    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/quotes/create')) sent = true;
    });
    await page.getByRole('button', { name: 'Get Quote', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Special Quote Request' });
    await expect(dialog).toContainText(
      'This quote is available via email only. Press Send Email to proceed.',
    );
    const href = await dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href');
    expect(href).toMatch(/^mailto:quotes@freight-portal\.local\?subject=/);
    expect(decodeURIComponent(href!)).toContain('UN number 1263');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(sent).toBe(false);
  });

  test('staff assign a customer group and set a quote status', async ({ page, browser, baseURL }) => {
    await signIn(page, USERS.customerC);
    const groupId = await createGroup(page);

    const staffContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await staffContext.addCookies([{ name: 'consent', value: 'true', url: baseURL! }]);
    const staff = await staffContext.newPage();
    await signIn(staff, DEMO.superadmin);
    await staff.goto('/quotes/groups');
    await expect(staff.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await staff.getByRole('link', { name: `#${groupId}` }).click();
    await expect(staff).toHaveURL(new RegExp(`/quotes/groups/${groupId}$`));

    await staff.getByRole('combobox', { name: 'Assignee' }).click();
    await staff.getByRole('option', { name: /Olivia Frei/ }).click();
    await expect(staff.getByText('Saved user successfully!')).toBeVisible();

    const firstPanel = staff.locator('.MuiAccordion-root').first();
    await firstPanel.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'Booked' }).click();
    await expect(firstPanel).toContainText('Booked');

    // Both changes are saved: the assignee on every quote of the group, the status on the first.
    const group = (await (await staff.request.get(`/api/quotes/groups/${groupId}`)).json()) as {
      assignedTo: { name: string }[];
      quotes: { status: number }[];
    };
    expect(group.assignedTo.map((p) => p.name)).toEqual(['Olivia Frei']);
    expect(group.quotes[0]?.status).toBe(1);
    await staffContext.close();
  });

  test("another company's group answers with the not-found page", async ({ page, browser, baseURL }) => {
    await signIn(page, USERS.customerA2);
    const groupId = await createGroup(page);

    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await signIn(other, DEMO.customerB);
    await other.goto(`/quotes/groups/${groupId}`);
    await expect(other).toHaveURL(/\/not-found$/);
    await expect(other.getByText('404 Page Not Found').first()).toBeVisible();
    await otherContext.close();
  });
});

test('staff import a rate file from the quotes list and the next quote uses it', async ({ page }) => {
  await signIn(page, DEMO.sales);
  await page.goto('/quotes/groups');
  await page.getByRole('button', { name: 'Import rates' }).click();
  const dialog = page.getByRole('dialog');
  const from = isoDay(new Date(Date.now() - DAY));
  const to = isoDay(new Date(Date.now() + 40 * DAY));
  const csv = [
    'carrier,origin,destination,containerType,validFrom,validTo,pos,description,currency,value,unit,remark,remarkRef,remarkRefText,frequency,termsAndConditions,otherTerms',
    `ZIM,DEHAM,USSAV,22G1,${from},${to},1,Seafreight,USD,1777,CTR,,,,Weekly,Carrier B/L terms apply,`,
  ].join('\n');
  await dialog
    .getByLabel('Rate file')
    .setInputFiles({ name: 'zim-rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText(/zim-rates\.csv/)).toBeVisible();
  await expect(dialog.getByText(/1 new/)).toBeVisible();

  await signIn(page, USERS.customerC);
  const commodity = ((await (await page.request.get('/api/commodity-types')).json()) as { id: string }[])[0]!
    .id;
  const created = await page.request.post('/api/quotes/create', {
    data: {
      origin: 'DEHAM',
      destination: 'USSAV',
      date: isoDay(new Date(Date.now() + 2 * DAY)),
      weeks: 2,
      containers: [{ type: '22G1', commodity, location: 'hamburg-dradenau', quantity: 1 }],
    },
  });
  const { groupId } = (await created.json()) as { groupId: number };
  await page.goto(`/quotes/groups/${groupId}`);
  await expect(page.getByText(/1[’'.,]?777/).first()).toBeVisible();
});
