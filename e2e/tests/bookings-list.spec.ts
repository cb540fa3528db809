import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  BOOKING_MESSAGES,
  formatCount,
  type ListAnswer,
  type TBookingRow,
  type TCarrierOption,
} from '@portal/domain';
import { DEMO, expect as baseExpect, signIn, test } from '../fixtures.ts';
import { detailOf, makeBookable } from '../request-helpers.ts';
import { shot, SHOTS } from '../collab-helpers.ts';

// On a busy machine the list's screen can take longer than the default to arrive after a navigation.
const expect = baseExpect.configure({ timeout: 25_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Who = 'staff' | 'quietStaff' | 'customerA' | 'customerB';

const DAY = 86_400_000;
const pickupDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
// A mark of this run, so the journeys find their own bookings by customer reference.
const RUN = `BL${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const EMAILS: Record<Who, string> = {
  staff: DEMO.sales,
  // The accounting member: the demo makes him agent of pending payments only (checked through the API first).
  quietStaff: 'thomas.huber@freight-portal.local',
  customerA: DEMO.customerA,
  customerB: DEMO.customerB,
};
const sessions: Partial<Record<Who, StorageState>> = {};

async function pageAs(browser: Browser, who: Who, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ storageState: sessions[who]!, viewport });
  await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** With SCREENSHOTS=1, a picture of the settled list. */
async function listShot(page: Page, name: string) {
  if (!SHOTS) return;
  // The cards fade while a new page loads; the picture waits for the settled list.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The router shows a new address in a transition: a moment for it and the cards' fade to finish.
  await page.waitForTimeout(400);
  await shot(page, name);
}

/** A request of the customer, taken and completed by staff and booked (Book Now, numbered by the portal). */
async function book(customer: Page, staff: Page, carrierId: string, reference: string): Promise<string> {
  const created = await customer.request.post('/api/booking-requests', {
    data: {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      carrierId,
      termsAccepted: true,
      schedule: null,
      customerReference: reference,
      containers: [
        {
          quantity: 1,
          containerTypeId: '22G1',
          commodity: { name: 'MACHINERY' },
          weight: 12000,
          pickupDate,
          pickupLocationId: 'hamburg-waltershof',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  await makeBookable(staff.request, requestId);
  const { version } = await detailOf(staff.request, requestId);
  const booked = await staff.request.post('/api/bookingRequest', { data: { requestId, version } });
  expect(booked.ok(), await booked.text()).toBeTruthy();
  const bookingId = ((await booked.json()) as { bookingId: string | null }).bookingId;
  expect(bookingId).toBeTruthy();
  return bookingId!;
}

async function listOf(page: Page, query: string): Promise<ListAnswer<TBookingRow>> {
  const response = await page.request.get(`/api/bookings?${query}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ListAnswer<TBookingRow>;
}

const card = (page: Page, id: string) => page.getByRole('article', { name: `Booking ${id}` });
const countLabel = (n: number) => (n === 1 ? '1 booking' : `${formatCount(n)} bookings`);
const cards = (page: Page) => page.getByRole('region', { name: 'Bookings' }).getByRole('article');

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const STAFF_TABS = ['Active', 'Pending Payment', 'Archived', 'Requests', 'On Hold', 'Archived Requests'];
const CUSTOMER_TABS = ['Active', 'History', 'Requests', 'Archived Requests'];
/** A tab by its label, with or without its count badge. */
const tabName = (tab: string) => new RegExp(`^${tab}\\s*\\d*$`);
const slug = (tab: string) => tab.toLowerCase().replace(/ /g, '-');

const booked: { hsg: string; zim: string; other: string } = { hsg: '', zim: '', other: '' };

// The journeys walk several lists and take many pictures: more than a single screen's time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('Booking lists', () => {
  test.beforeAll(async ({ browser }) => {
    for (const who of Object.keys(EMAILS) as Who[]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, EMAILS[who]);
      sessions[who] = await context.storageState();
      await context.close();
    }
    const staff = await pageAs(browser, 'staff');
    const customerA = await pageAs(browser, 'customerA');
    const customerB = await pageAs(browser, 'customerB');
    booked.hsg = await book(customerA, staff, 'HSG', `${RUN}-HSG`);
    booked.zim = await book(customerA, staff, 'ZIM', `${RUN}-ZIM`);
    booked.other = await book(customerB, staff, 'HSG', `${RUN}-B`);
    for (const page of [staff, customerA, customerB]) await page.context().close();
  });

  test('staff: Active by default, category, carrier filter, archive and find it in Archived', async ({
    browser,
  }) => {
    const page = await pageAs(browser, 'staff');
    await page.goto('/bookings');
    // Active is the default again: the address keeps no tab.
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('tab', { name: 'Active', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_MESSAGES.title })).toBeVisible();
    for (const name of STAFF_TABS)
      await expect(page.getByRole('tab', { name: tabName(name) })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveText('Me');
    // The booking agent is the staff member who took the requests: their Active list has this run's bookings.
    await expect(card(page, booked.hsg)).toBeVisible();
    const hsgCard = card(page, booked.hsg);
    await expect(hsgCard.getByText(`${RUN}-HSG`)).toBeVisible();
    await expect(hsgCard.getByText(BOOKING_MESSAGES.customerReferenceStaff)).toBeVisible();
    await expect(hsgCard.getByRole('link', { name: booked.hsg })).toHaveAttribute(
      'href',
      `/bookings/${booked.hsg}`,
    );

    const carriers = (await (await page.request.get('/api/carriers')).json()) as TCarrierOption[];
    const nameOf = (id: string) => carriers.find((c) => c.id === id)!.displayName;

    // Import/Crosstrade: the address follows; with a carrier filter only that carrier's cards remain.
    await choose(page, 'Assignee', 'Everyone');
    // The address drives the radio: it shows checked once the list has taken the change (no .check()).
    await page.getByRole('radio', { name: 'Import/Crosstrade' }).click();
    await expect(page.getByRole('radio', { name: 'Import/Crosstrade' })).toBeChecked();
    await expect(page).toHaveURL(/category=Import/);
    const imports = await listOf(page, 'category=Import&perPage=50');
    const importCarrier = imports.data[0]?.carrier;
    if (importCarrier) {
      const ofCarrier = await listOf(page, `category=Import&carrier=${importCarrier.id}`);
      await choose(page, 'Carrier', nameOf(importCarrier.id));
      await expect(page).toHaveURL(new RegExp(`carrier=${importCarrier.id}`));
      await expect(page.getByText(countLabel(ofCarrier.count), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(ofCarrier.data.length);
      await expect(cards(page).getByText(importCarrier.name, { exact: true })).toHaveCount(
        ofCarrier.data.length,
      );
      await listShot(page, 'staff-desktop-import-carrier');
    }

    // Export, this run's bookings: filtered by ZIM, the HSG booking goes.
    await page.getByRole('radio', { name: 'Export' }).click();
    await expect(page.getByRole('radio', { name: 'Export' })).toBeChecked();
    await page.getByRole('searchbox', { name: 'Quick search' }).fill(RUN);
    await expect(page).toHaveURL(new RegExp(`q=${RUN}`));
    await choose(page, 'Carrier', nameOf('ZIM'));
    await expect(card(page, booked.zim)).toBeVisible();
    await expect(card(page, booked.hsg)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(1);
    await listShot(page, 'staff-desktop-active-filtered');

    // A link reproduces the view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Quick search' })).toHaveValue(RUN);
    await expect(page.getByRole('combobox', { name: 'Carrier' })).toHaveText(nameOf('ZIM'));
    await expect(cards(page)).toHaveCount(1);

    // Checklist progress opens the booking's checklist.
    await card(page, booked.zim)
      .getByRole('button', { name: /^Checklist \d+ \/ \d+$/ })
      .click();
    const checklist = page.getByRole('dialog', { name: `Checklist · ${booked.zim}` });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('progressbar', { name: 'Checklist progress' })).toBeVisible();
    await listShot(page, 'staff-desktop-checklist-dialog');
    await checklist.getByRole('button', { name: 'Close' }).first().click();
    await expect(checklist).toBeHidden();

    // Archive the HSG booking through the API: it leaves Active and shows on Archived.
    const archived = await page.request.put(`/api/bookings/${booked.hsg}/archived`, {
      data: { archived: true },
    });
    expect(archived.ok(), await archived.text()).toBeTruthy();
    await page.getByRole('tab', { name: 'Archived', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=archived$/);
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_MESSAGES.archiveTitle })).toBeVisible();
    await choose(page, 'Assignee', 'Everyone');
    await page.getByRole('searchbox', { name: 'Quick search' }).fill(booked.hsg);
    await expect(card(page, booked.hsg)).toBeVisible();
    // The date range: this year's presets keep a booking made today.
    await page.getByRole('button', { name: /^Created:/ }).click();
    await page.getByRole('menuitem', { name: 'Custom…' }).click();
    const range = page.getByRole('dialog', { name: 'Date range' });
    await expect(range.getByLabel('From')).toBeVisible();
    await expect(range.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await listShot(page, 'staff-desktop-archived-custom-range');
    await range.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('menuitem', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expect(card(page, booked.hsg)).toBeVisible();
    await page.getByRole('button', { name: /^Created:/ }).click();
    await page.getByRole('menuitem', { name: 'Last year' }).click();
    await expect(page.getByText(BOOKING_MESSAGES.filterEmpty)).toBeVisible();
    await listShot(page, 'staff-desktop-archived-empty');

    // Refresh refetches the list.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText(BOOKING_MESSAGES.filterEmpty)).toBeVisible();
  });

  test('staff: the two empty states', async ({ browser }) => {
    const page = await pageAs(browser, 'quietStaff');
    await page.goto('/bookings');
    const mine = await listOf(page, 'assignee=me');
    if (mine.count === 0) {
      await expect(page.getByText(BOOKING_MESSAGES.assigneeEmpty)).toBeVisible();
      await page.getByRole('button', { name: 'Show everyone’s bookings' }).click();
      await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveText('Everyone');
    } else {
      await choose(page, 'Assignee', 'Everyone');
    }
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('no such booking zzqx');
    await expect(page.getByText(BOOKING_MESSAGES.filterEmpty)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('');
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('customer: Active, History, Requests, Archived Requests without counts, own bookings only', async ({
    browser,
  }) => {
    const page = await pageAs(browser, 'customerA');
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/bookings$/);
    const tabs = page.getByRole('tablist', { name: 'Bookings' }).getByRole('tab');
    await expect(tabs).toHaveText(CUSTOMER_TABS);
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Quick search' }).fill(RUN);
    await expect(card(page, booked.zim)).toBeVisible();
    await expect(
      card(page, booked.zim).getByText(BOOKING_MESSAGES.customerReferenceClient, { exact: true }),
    ).toBeVisible();
    // The archived HSG booking has left Active; another company's booking never shows.
    await expect(card(page, booked.hsg)).toHaveCount(0);
    await expect(card(page, booked.other)).toHaveCount(0);
    const own = await listOf(page, `q=${RUN}&perPage=50`);
    expect(own.data.map((row) => row.id)).not.toContain(booked.other);
    expect(own.data.every((row) => row.client === undefined && row.tagIds === undefined)).toBe(true);

    // The archived flag lists archived bookings; History is the archive.
    await page.getByLabel('Archived', { exact: true }).click();
    await expect(page.getByLabel('Archived', { exact: true })).toBeChecked();
    await expect(page).toHaveURL(/archived=true/);
    await expect(card(page, booked.hsg)).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_MESSAGES.archiveTitle })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Quick search' }).fill(booked.hsg);
    await expect(card(page, booked.hsg)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Quick search' }).fill(booked.other);
    await expect(page.getByText(BOOKING_MESSAGES.filterEmpty)).toBeVisible();
  });

  for (const [who, tabs] of [
    ['staff', STAFF_TABS],
    ['customerA', CUSTOMER_TABS],
  ] as const) {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`every tab: ${who} on a ${device}`, async ({ browser }) => {
        const page = await pageAs(browser, who, viewport);
        await page.goto('/bookings');
        for (const tab of tabs) {
          await page.getByRole('tab', { name: tabName(tab) }).click();
          await expect(page.getByRole('tab', { name: tabName(tab), selected: true })).toBeVisible();
          if (who === 'staff' && ['Active', 'Pending Payment', 'Archived'].includes(tab))
            await choose(page, 'Assignee', 'Everyone');
          await listShot(page, `${who === 'staff' ? 'staff' : 'customer'}-${device}-${slug(tab)}`);
        }
      });
    }
  }
});
