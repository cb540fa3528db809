import type { Locator } from '@playwright/test';
import type { TCollabDocument } from '@portal/domain';
import {
  Visitors,
  createRequest,
  openItem,
  pickMenuItem,
  shot,
  SHOTS,
  takeRequest,
  tinyPdf,
} from '../collab-helpers.ts';
import { expect, test } from '../fixtures.ts';

const RUN = `CMP${Date.now().toString(36).toUpperCase()}`;
// The stored names (the server adds a timestamp suffix).
let FIRST = '';
let SECOND = '';
const visitors = new Visitors();
let requestId = '';

/** A PDF viewer showing its first page at the start zoom (140%), where zoom-in is already at its limit. */
async function expectPdfShown(viewer: Locator) {
  await expect(viewer.getByRole('img', { name: 'Page 1' })).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByText('Page 1 of 1')).toBeVisible();
  await expect(viewer.getByText('140%')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
}

test.describe.configure({ mode: 'serial' });

test.describe('Viewing and comparing documents on a booking request (issue 10 part 4)', () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
    const customer = await visitors.page(browser, 'customer');
    requestId = await createRequest(customer, `${RUN}-1`);
    await customer.context().close();
    const staff = await visitors.page(browser, 'staff');
    await takeRequest(staff, requestId);
    const names: string[] = [];
    for (const [name, text] of [
      [`${RUN}-bl-draft.pdf`, 'B/L draft'],
      [`${RUN}-bl-final.pdf`, 'B/L final'],
    ] as const) {
      const uploaded = await staff.request.post(`/api/booking-requests/${requestId}/documents`, {
        multipart: {
          checklistItemId: 'B_L',
          isInternal: 'false',
          file: { name, mimeType: 'application/pdf', buffer: tinyPdf(text) },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      names.push(((await uploaded.json()) as TCollabDocument).name);
    }
    [FIRST = '', SECOND = ''] = names;
    await staff.context().close();
  });

  test('staff view a PDF, then compare the two PDFs side by side', async ({ browser }) => {
    test.setTimeout(300_000);
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/booking-requests/${requestId}`);
    const bl = await openItem(staff, 'B/L');
    await expect(bl.getByRole('listitem', { name: FIRST })).toBeVisible();

    // View: the file in the PDF viewer, titled with its name, with a download button.
    await pickMenuItem(staff, bl.getByRole('button', { name: `More actions for ${FIRST}` }), 'View');
    const viewer = staff.getByRole('dialog', { name: FIRST });
    await expect(viewer).toBeVisible();
    await expectPdfShown(viewer.getByRole('region', { name: FIRST }));
    await expect(viewer.getByRole('link', { name: `Download ${FIRST}` })).toHaveAttribute(
      'href',
      /\/api\/booking-requests\/.+\/documents\/.+\/download$/,
    );
    await shot(staff, 'pdf-viewer-desktop', false);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // Compare documents: both PDFs side by side, one per picker.
    const compareButton = staff.getByRole('button', { name: 'Compare documents' });
    await compareButton.scrollIntoViewIfNeeded();
    await shot(staff, 'compare-action-desktop', false);
    await compareButton.click();
    await staff.mouse.move(0, 0);
    const compare = staff.getByRole('dialog', { name: 'Compare documents' });
    const left = compare.getByRole('group', { name: 'Left Document' });
    const right = compare.getByRole('group', { name: 'Right Document' });
    await expect(left.getByRole('combobox')).toBeVisible({ timeout: 30_000 });
    const names = [
      await left.getByRole('combobox').innerText(),
      await right.getByRole('combobox').innerText(),
    ];
    expect(names.sort()).toEqual([FIRST, SECOND].sort());
    await expectPdfShown(left.getByRole('region'));
    await expectPdfShown(right.getByRole('region'));
    await shot(staff, 'compare-dialog-desktop', false);
    await compare.getByRole('button', { name: 'Close' }).click();
    await expect(compare).toBeHidden();

    if (SHOTS) {
      const phone = await visitors.page(browser, 'staff', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      const row = await openItem(phone, 'B/L');
      await pickMenuItem(phone, row.getByRole('button', { name: `More actions for ${SECOND}` }), 'View');
      await expectPdfShown(phone.getByRole('dialog', { name: SECOND }).getByRole('region', { name: SECOND }));
      await shot(phone, 'pdf-viewer-phone', false);
      await phone.getByRole('dialog', { name: SECOND }).getByRole('button', { name: 'Close' }).click();
      await phone.getByRole('button', { name: 'Compare documents' }).scrollIntoViewIfNeeded();
      await shot(phone, 'compare-action-phone', false);
      await phone.getByRole('button', { name: 'Compare documents' }).click();
      await phone.mouse.move(0, 0);
      const phoneCompare = phone.getByRole('dialog', { name: 'Compare documents' });
      await expectPdfShown(phoneCompare.getByRole('group', { name: 'Left Document' }).getByRole('region'));
      await shot(phone, 'compare-dialog-phone', false);
      await phone.context().close();
    }
    await staff.context().close();
  });
});
