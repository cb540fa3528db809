import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { TSessionInfo } from '@portal/domain';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { detailOf } from './request-helpers.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DAY = 86_400_000;

/** Signed-in browser states of the operations agent (Olivia Frei) and customer A, made once per spec file. */
export class Visitors {
  private states: Partial<Record<'staff' | 'customer', StorageState>> = {};

  async signInAll(browser: Browser) {
    const emails = { staff: DEMO.operations, customer: DEMO.customerA };
    for (const who of Object.keys(emails) as (keyof typeof emails)[]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, emails[who]);
      this.states[who] = await context.storageState();
      await context.close();
    }
  }

  async page(browser: Browser, who: 'staff' | 'customer', width = 1440): Promise<Page> {
    const context = await browser.newContext({
      storageState: this.states[who]!,
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
    return context.newPage();
  }
}

// SCREENSHOTS=1 keeps full-page pictures under test-results (desktop and phone).
export const SHOTS = process.env.SCREENSHOTS === '1';

export async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** A new request of customer A (the client submits the VGM), answered with its id. */
export async function createRequest(customer: Page, reference: string): Promise<string> {
  const created = await customer.request.post('/api/booking-requests', {
    data: {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      carrierId: 'HSG',
      termsAccepted: true,
      schedule: null,
      customerReference: reference,
      containers: [
        {
          quantity: 1,
          containerTypeId: '22G1',
          commodity: { name: 'MACHINERY' },
          weight: 9000,
          pickupDate: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10),
          pickupLocationId: 'hamburg-waltershof',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The staff member of `staff` takes the request as its agent. */
export async function takeRequest(staff: Page, id: string): Promise<void> {
  const session = (await (await staff.request.get('/api/session')).json()) as TSessionInfo;
  const detail = await detailOf(staff.request, id);
  const saved = await staff.request.put(`/api/booking-requests/${id}/watchers`, {
    data: { version: detail.version, agentId: session.user!.id },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

/** A small, valid one-page PDF (the server checks uploads by content). */
export function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 14 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 14 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The checklist item's row, opened. */
export async function openItem(page: Page, label: string) {
  const row = page
    .getByRole('list', { name: 'Checklist items' })
    .getByRole('listitem', { name: label, exact: true });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const toggle = row.getByRole('button', { expanded: false }).first();
  if (await toggle.isVisible()) await toggle.click();
  return row;
}

/**
 * Opens a menu by its button and picks an item, clicking the button again when the menu is not there yet: a live
 * refresh that re-renders the row right after the click can close the menu before it shows.
 */
export async function pickMenuItem(page: Page, button: Locator, item: string) {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await button.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await entry.click();
}
