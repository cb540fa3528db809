import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELOW_ZERO_HINT, CARGO_LINE_MESSAGES as M } from '@portal/domain';
import {
  line as completeLine,
  mockBookingApi,
  renderBooking,
  storeChosenSchedule,
  storeDraft,
} from './online-booking-test-utils.tsx';

// Each test walks several MUI autocompletes in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Text lookups: role queries that compute every button's name are slow on a page this size.
const next = () => screen.getByText('Next', { selector: 'button' });

/** Step 2 of a booking started from a chosen sailing. */
async function openCargoStep() {
  storeChosenSchedule();
  mockBookingApi();
  renderBooking();
  fireEvent.click(screen.getByRole('checkbox', { name: /TERMS & CONDITIONS/ }));
  fireEvent.click(next());
  return screen.findByRole('group', { name: 'Cargo line 1' });
}

async function pick(line: HTMLElement, field: string, text: string, option: RegExp) {
  const input = within(line).getByRole('combobox', { name: field });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
}

describe('Online Booking, step 2 Cargo Details', () => {
  it('starts with one line of quantity 1 and keeps Next disabled until the line is complete', async () => {
    const line = await openCargoStep();
    expect((within(line).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
    expect(next()).toHaveProperty('disabled', true);

    await pick(line, 'Container type', '22G1', /^20DC\s*20' Dry Container\s*ISO/);
    await pick(line, 'Commodity', 'chee', /CHEESE/);
    expect(next()).toHaveProperty('disabled', true);

    // Weight: whole kg, negative becomes 0.
    const weight = within(line).getByRole('textbox', { name: 'Weight' });
    fireEvent.change(weight, { target: { value: '-40' } });
    expect((weight as HTMLInputElement).value).toBe('0');
    fireEvent.change(weight, { target: { value: '12000.6' } });
    expect((weight as HTMLInputElement).value).toBe('12001');
    expect(next()).toHaveProperty('disabled', true);

    // The pickup date defaults to today; the depot is still needed.
    expect(within(line).getByText(/Still needed: pickup location/)).toBeTruthy();
    await pick(line, 'Pickup location', 'Hamburg', /Hamburg Container Depot/);
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    expect(within(line).getByText('Complete')).toBeTruthy();

    // A second, empty line holds Next back again; removing it frees it.
    fireEvent.click(screen.getByRole('button', { name: 'Add cargo line' }));
    const second = screen.getByRole('group', { name: 'Cargo line 2' });
    expect((within(second).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cargo line 2' }));
    expect(next()).toHaveProperty('disabled', false);
  });

  it('shows reefer settings with ventilation closed for a 45R1 line, and the below-zero hint', async () => {
    const line = await openCargoStep();
    expect(within(line).queryByRole('group', { name: 'Reefer settings' })).toBeNull();
    await pick(line, 'Container type', '45R1', /40RH/);
    const reefer = within(line).getByRole('group', { name: 'Reefer settings' });
    expect(within(reefer).getByRole('combobox', { name: 'Ventilation' }).textContent).toBe('Closed');

    const temperature = within(reefer).getByRole('textbox', { name: 'Temperature' });
    fireEvent.change(temperature, { target: { value: '-18a' } });
    expect((temperature as HTMLInputElement).value).toBe('-18');
    expect(within(reefer).getByText(BELOW_ZERO_HINT)).toBeTruthy();
    fireEvent.change(temperature, { target: { value: '5' } });
    expect(within(reefer).queryByText(BELOW_ZERO_HINT)).toBeNull();

    // Another type drops the reefer settings.
    await pick(line, 'Container type', '22G1', /^20DC\s*20' Dry Container\s*ISO/);
    expect(within(line).queryByRole('group', { name: 'Reefer settings' })).toBeNull();
  });

  it('hides pickup for shipper-owned types and asks one container number per unit', async () => {
    const line = await openCargoStep();
    expect(within(line).getByRole('combobox', { name: 'Pickup location' })).toBeTruthy();
    await pick(line, 'Container type', 'S.O.', /20DC S\.O\./);
    expect(within(line).queryByRole('combobox', { name: 'Pickup location' })).toBeNull();
    expect(within(line).queryByRole('textbox', { name: 'Pickup date' })).toBeNull();
    expect(within(line).getAllByRole('textbox', { name: /^Container \d$/ })).toHaveLength(1);

    fireEvent.change(within(line).getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    const numbers = within(line).getAllByRole('textbox', { name: /^Container \d$/ });
    expect(numbers).toHaveLength(3);
    fireEvent.change(numbers[0]!, { target: { value: 'msku1234565' } });
    expect((numbers[0] as HTMLInputElement).value).toBe('MSKU1234565');

    // Free entry of a commodity is upper-cased; weight completes the line without a depot.
    const commodity = within(line).getByRole('combobox', { name: 'Commodity' });
    fireEvent.change(commodity, { target: { value: 'frozen fish' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add "FROZEN FISH"' }));
    expect((commodity as HTMLInputElement).value).toBe('FROZEN FISH');
    fireEvent.change(within(line).getByRole('textbox', { name: 'Weight' }), { target: { value: '9000' } });
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  });

  it('offers out of gauge only for types that could be oversize, and links the references', async () => {
    const line = await openCargoStep();
    await pick(line, 'Container type', '22G1', /^20DC\s*20' Dry Container\s*ISO/);
    expect(within(line).queryByRole('switch', { name: 'Out of gauge (OOG)' })).toBeNull();
    await pick(line, 'Container type', '42U1', /40OT/);
    fireEvent.click(within(line).getByRole('switch', { name: 'Out of gauge (OOG)' }));
    expect(within(line).getByRole('group', { name: 'Out of gauge (OOG)' })).toBeTruthy();

    fireEvent.click(within(line).getByRole('switch', { name: 'Dangerous goods (IMO)' }));
    const imo = within(line).getByRole('group', { name: 'Dangerous goods (IMO)' });
    expect(within(imo).getByRole('textbox', { name: 'UN number' })).toBeTruthy();

    const references = within(line).getByRole('group', { name: 'References' });
    fireEvent.change(within(references).getByRole('textbox', { name: 'Pickup reference' }), {
      target: { value: 'PO-778' },
    });
    const delivery = within(references).getByRole('textbox', {
      name: 'Delivery reference',
    }) as HTMLInputElement;
    expect(delivery.value).toBe('PO-778');
    expect(delivery.disabled).toBe(true);
    fireEvent.click(within(references).getByRole('button', { name: 'Unlink references' }));
    expect(delivery.disabled).toBe(false);
    fireEvent.change(delivery, { target: { value: 'DEL-1' } });
    expect((within(references).getByRole('textbox', { name: 'VGM PIN' }) as HTMLInputElement).value).toBe(
      'PO-778',
    );
  });

  it("shows the request schema's messages at the fields as values are typed (the lines form)", async () => {
    const line = await openCargoStep();
    await pick(line, 'Container type', '45R1', /40RH/);
    const reefer = within(line).getByRole('group', { name: 'Reefer settings' });
    fireEvent.change(within(reefer).getByRole('textbox', { name: 'Temperature' }), {
      target: { value: '55' },
    });
    expect(await within(line).findByText(M.temperature)).toBeTruthy();

    const weight = within(line).getByRole('textbox', { name: 'Weight' });
    fireEvent.change(weight, { target: { value: '150000' } });
    expect(await within(line).findByText(M.weightRange)).toBeTruthy();

    fireEvent.click(within(line).getByRole('switch', { name: 'Dangerous goods (IMO)' }));
    const imo = within(line).getByRole('group', { name: 'Dangerous goods (IMO)' });
    fireEvent.change(within(imo).getByRole('textbox', { name: 'UN number' }), { target: { value: '12' } });
    expect(await within(imo).findByText(M.unNumber)).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);

    // A corrected value loses its message.
    fireEvent.change(weight, { target: { value: '15000' } });
    await waitFor(() => expect(within(line).queryByText(M.weightRange)).toBeNull());
    expect(within(line).getByText(M.temperature)).toBeTruthy();
  });

  it('shows the problems of a kept draft at once', async () => {
    storeDraft(1, [{ ...completeLine('22G1'), weight: 200_000 }]);
    mockBookingApi();
    renderBooking();
    const line = await screen.findByRole('group', { name: 'Cargo line 1' });
    expect(await within(line).findByText(M.weightRange)).toBeTruthy();
    expect(within(line).getByText('Check the marked fields')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('asks for a new pickup date when a kept draft has one in the past', async () => {
    storeDraft(1, [{ ...completeLine('22G1'), pickupDate: '2020-01-31' }]);
    mockBookingApi();
    renderBooking();
    const line = await screen.findByRole('group', { name: 'Cargo line 1' });
    expect(within(line).getByText('Still needed: a pickup date from today on')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });
});
