import { DEMO, expect, signIn, test } from '../fixtures.ts';

// Hamburg to Santos: several carriers sail every week (apps/server/src/seed/schedules/services.ts).
const SEARCH = '/schedule?origin=DEHAM&destination=BRSSZ';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface StoredRequest {
  id: string;
  statusText: string;
  hold: boolean;
  imo: boolean;
  vessel: string | null;
  customerReference: string | null;
  containers: {
    quantity: number;
    containerType: { id: string };
    ventilation: string | null;
    temperature: number | null;
    imo: { flag: boolean };
  }[];
  files: { name: string; documentType: string }[];
  additionalInfo: string | null;
}

test.describe('Online booking', () => {
  test('a customer books a sailing from the schedule: reefer and IMO lines, an IMO document, submit', async ({
    page,
    consent: _consent,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.customerA);

    // Book Now on a sailing of the schedule.
    await page.goto(SEARCH);
    const bookable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Book Now' }) });
    await expect(bookable.first()).toBeVisible();
    await bookable.first().getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/online-booking$/);
    await expect(page).toHaveTitle('Online Booking - Freight Portal');

    // Step 1: the sailing gives ports and carrier; Next waits for the terms.
    await expect(page.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeVisible();
    await expect(page.getByLabel('Chosen sailing')).toBeVisible();
    const sailing = (await page.getByLabel('Chosen sailing').textContent()) ?? '';
    await expect(page.getByLabel('Origin port')).toHaveValue(/^DEHAM/);
    await expect(page.getByLabel('Destination port')).toHaveValue(/^BRSSZ/);
    await expect(page.getByRole('combobox', { name: 'Carrier' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Customer reference' }).fill('PO-E2E-4711');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: /TERMS & CONDITIONS/ }).check();
    await next.click();

    // Step 2: a reefer line and a line with dangerous goods.
    const reefer = page.getByRole('group', { name: 'Cargo line 1' });
    await reefer.getByRole('combobox', { name: 'Container type' }).fill('45R1');
    await page.getByRole('option', { name: /^40RH/ }).click();
    await expect(reefer.getByRole('combobox', { name: 'Ventilation' })).toHaveText('Closed');
    await reefer.getByRole('textbox', { name: 'Temperature' }).fill('-18');
    await expect(reefer.getByText('Below zero °C')).toBeVisible();
    await reefer.getByRole('combobox', { name: 'Commodity' }).fill('cheese');
    await page.getByRole('option', { name: 'CHEESE', exact: true }).click();
    await reefer.getByRole('textbox', { name: 'Weight' }).fill('24000');
    await reefer.getByRole('combobox', { name: 'Pickup location' }).fill('Hamburg');
    await page.getByRole('option').first().click();
    await expect(reefer.getByText('Complete')).toBeVisible();
    // The draft survives a reload of the tab.
    await page.reload();
    await expect(reefer.getByText('Complete')).toBeVisible();
    await expect(reefer.getByRole('textbox', { name: 'Temperature' })).toHaveValue('-18');

    await page.getByRole('button', { name: 'Add cargo line' }).click();
    const dangerous = page.getByRole('group', { name: 'Cargo line 2' });
    await dangerous.getByRole('combobox', { name: 'Container type' }).fill('22G1');
    await page.getByRole('option', { name: /^20DC\s*20' Dry Container\s*ISO 22G1$/ }).click();
    await dangerous.getByRole('combobox', { name: 'Commodity' }).fill('chemicals');
    await page.getByRole('option').first().click();
    await dangerous.getByRole('textbox', { name: 'Weight' }).fill('18000');
    await dangerous.getByRole('combobox', { name: 'Pickup location' }).fill('Hamburg');
    await page.getByRole('option').first().click();
    await expect(next).toBeEnabled();
    // Dangerous goods need their class and UN number first.
    await dangerous.getByRole('switch', { name: 'Dangerous goods (IMO)' }).check();
    await expect(next).toBeDisabled();
    await dangerous.getByRole('textbox', { name: 'IMO class' }).fill('3');
    await dangerous.getByRole('textbox', { name: 'UN number' }).fill('1263');
    await dangerous.getByRole('textbox', { name: 'Packing group (PG)' }).fill('II');
    await expect(next).toBeEnabled();
    await next.click();

    // Step 3: the IMO zone is there because of the dangerous goods; the file uploads at once.
    await expect(page.getByRole('region', { name: 'IMO documents' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SOC certificate' })).toHaveCount(0);
    await page.getByLabel(/IMO documents: Drag 'n' Drop files or click here/).setInputFiles({
      name: 'dgd.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(
      page.getByRole('region', { name: 'IMO documents' }).getByText(/^dgd_\d{8}-\d{6}\.pdf$/),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Special requests' }).fill('Plug the reefer in on arrival.');
    await next.click();

    // Step 4: the review, then Submit.
    await expect(page.getByRole('region', { name: 'Cargo details' }).getByText('1 × 40RH')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Schedule and itinerary' }).getByText('Port of loading'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/booking-requests\/req-\d{10}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(`Booking request ${id} has been submitted.`)).toBeVisible();

    // The request as stored.
    const answer = await page.request.get(`/api/booking-requests/${id}`);
    expect(answer.ok()).toBeTruthy();
    const request = (await answer.json()) as StoredRequest;
    expect(request).toMatchObject({ id, hold: false, imo: true, customerReference: 'PO-E2E-4711' });
    expect(request.statusText.toUpperCase()).toBe('REQUESTED');
    expect(request.vessel).toBeTruthy();
    expect(sailing).toContain(request.vessel!);
    expect(request.additionalInfo).toBe('Plug the reefer in on arrival.');
    expect(request.containers.map((c) => c.containerType.id)).toEqual(['45R1', '22G1']);
    expect(request.containers[0]).toMatchObject({ ventilation: 'CLOSED', temperature: -18 });
    expect(request.containers[1]!.imo.flag).toBe(true);
    expect(request.files).toEqual([
      expect.objectContaining({ documentType: 'IMO', name: expect.stringMatching(/^dgd_\d{8}-\d{6}\.pdf$/) }),
    ]);

    // The choice in browser storage is used up; a new booking starts empty.
    expect(await page.evaluate(`localStorage.getItem('portal.chosenSchedule')`)).toBeNull();
    await page.goto('/online-booking');
    await expect(page.getByLabel('Chosen sailing')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Customer reference' })).toHaveValue('');
  });

  test('Book Now from a quote lets the customer choose the sailing in the schedule picker', async ({
    page,
    consent: _consent,
  }) => {
    // Four screens and a route search: more than the default on a busy machine.
    test.setTimeout(120_000);
    await signIn(page, DEMO.customerA);
    // The demo data gives Alpina quote groups (apps/server/src/seed/activity/plan.ts).
    await page.goto('/quotes/groups');
    await page.locator('a[href^="/quotes/groups/"]').first().click();
    await page
      .getByRole('button', { name: /Book Now/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/online-booking$/);
    const quoteNumber = await page.getByLabel('Quote number').inputValue();
    expect(quoteNumber).toMatch(/^\d+$/);
    const sailing = page.getByRole('alert', { name: 'Sailing' });
    await expect(sailing).toContainText(/sails this lane (once|\d+ times) in the next four weeks/);

    await sailing.getByRole('button', { name: 'Choose sailing' }).click();
    await expect(page).toHaveURL(/\/schedule\?.*carrier=\w+.*isPicker=true/);
    // The picker knows the quote: the sailings its validity covers come first (issue 20), and only sailings more
    // than 4 days away can be chosen.
    await expect(
      page.getByText(`Your quote ${quoteNumber} is valid for sailings departing from`),
    ).toBeVisible();
    const choosable = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: 'Choose', exact: true }) });
    await expect(choosable.first()).toBeVisible();
    for (const departure of await choosable.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('data-departure')),
    ))
      expect(Date.parse(departure!) - Date.now()).toBeGreaterThan(4 * 86_400_000);
    await choosable.first().getByRole('button', { name: 'Choose', exact: true }).click();

    await expect(page).toHaveURL(/\/online-booking$/);
    await expect(page.getByLabel('Chosen sailing')).toBeVisible();
    await expect(page.getByLabel('Quote number')).toHaveValue(quoteNumber);
    await expect(page.getByRole('alert', { name: 'Sailing' })).toHaveCount(0);
    // The demo quote covers the sailing it offers first: no expired-quotation warning (spec 000 §5).
    await expect(page.getByText('You are booking on a vessel with an expired quotation date')).toHaveCount(0);
  });
});
