import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKBENCH_MESSAGES } from '@portal/domain';
import { CUSTOMER_SESSION, OTHER_STAFF } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { detail, DETAIL_URL, FREIGHT, openRequestPage, sentBodies } from './request-page-test-utils.tsx';

const deCH = (n: number) =>
  new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

const shortcut = (key: string) =>
  fireEvent.keyDown(window, { key, code: `Key${key.toUpperCase()}`, ctrlKey: true, shiftKey: true });

// Edit mode mounts many fields: on a busy machine a render takes seconds, not the default one.
configure({ asyncUtilTimeout: 10_000 });

// The edit mode's sections load on demand; loaded once here, they open at once in every test.
beforeAll(async () => {
  await Promise.all([
    import('../src/features/bookings/components/request-page/summary-edit.tsx'),
    import('../src/features/bookings/components/request-page/freight-edit-panel.tsx'),
    import('../src/features/bookings/components/request-page/cargo-lines-editor.tsx'),
    import('../src/features/bookings/components/request-page/special-remarks-editor.tsx'),
  ]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Booking request page: edit mode', { timeout: 90_000 }, () => {
  it('toggles with ctrl+shift+e, saves the changed fields with the version on ctrl+shift+s', async () => {
    const saved = detail({ agreementNo: 'AG-77', version: 4 });
    const { fetchMock } = openRequestPage(detail(), {
      routes: { [`PATCH ${DETAIL_URL}`]: () => json(200, saved) },
    });
    await screen.findByRole('heading', { level: 1 });
    shortcut('e');
    const agreement = await screen.findByRole('textbox', { name: 'Agreement No.' });
    shortcut('e');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Agreement No.' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Agreement No.' }), {
      target: { value: 'AG-77' },
    });
    expect(agreement).toBeTruthy();
    shortcut('s');
    expect(await screen.findByText('Saved changes!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', DETAIL_URL)).toEqual([{ version: 3, agreementNo: 'AG-77' }]);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByText('AG-77')).toBeTruthy();
  });

  it('lets a customer edit only their fields while Requested, and not at all once In Progress', async () => {
    openRequestPage(detail({ freightDetails: FREIGHT.slice(0, 2) }), { session: CUSTOMER_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Reference' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quote number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose schedule' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Agreement No.' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Vessel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pick a quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'VGM submitted by' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watchers' })).toBeNull();
    cleanup();
    openRequestPage(detail({ statusCode: 20, statusText: 'In Progress' }), { session: CUSTOMER_SESSION });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers Reload when someone else saved first (409) and starts again on their version', async () => {
    let current = detail();
    const { fetchMock } = openRequestPage(current, {
      routes: {
        [`GET ${DETAIL_URL}`]: () => json(200, current),
        [`PATCH ${DETAIL_URL}`]: () =>
          json(409, { code: 'CONFLICT', message: WORKBENCH_MESSAGES.staleVersion }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'B/L number' }), {
      target: { value: 'BL1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(WORKBENCH_MESSAGES.staleVersion);
    current = detail({ version: 5, blNumber: 'THEIRS' });
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'B/L number' }) as HTMLInputElement).value).toBe('THEIRS'),
    );
    expect(screen.queryByText(WORKBENCH_MESSAGES.staleVersion)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'B/L number' }), { target: { value: 'MINE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH', DETAIL_URL)).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PATCH', DETAIL_URL)[1]).toEqual({ version: 5, blNumber: 'MINE' });
  });

  it('edits freight per tab: totals per currency, reorder handles except on Internal 1, currency check', async () => {
    const { fetchMock } = openRequestPage(
      detail({
        freightDetails: [...FREIGHT, { ...FREIGHT[1]!, seqNr: 5, text: 'Doc fee', currency: 'GBP' }],
      }),
      { routes: { [`PATCH ${DETAIL_URL}`]: () => json(200, detail()) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const seafreight = await screen.findByRole('group', { name: 'Freight line Seafreight' });
    expect(within(seafreight).getByRole('button', { name: 'Move Seafreight' })).toBeTruthy();
    const fee = screen.getByRole('group', { name: 'Freight line Doc fee' });
    expect(within(fee).getByText(WORKBENCH_MESSAGES.invalidCurrency)).toBeTruthy();
    fireEvent.change(within(seafreight).getByRole('textbox', { name: 'Unit value' }), {
      target: { value: '1000' },
    });
    expect(within(seafreight).getByText(deCH(2000))).toBeTruthy();
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText(`USD ${deCH(2000)}`)).toBeTruthy();
    expect(within(totals).getByText(`EUR ${deCH(490)}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Internal 1/ }));
    const commission = await screen.findByRole('group', { name: 'Freight line Agency Commission' });
    expect(within(commission).queryByRole('button', { name: /Move/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Internal 2/ }));
    const trucking = await screen.findByRole('group', { name: 'Freight line Trucking cost' });
    expect(within(trucking).getByRole('button', { name: 'Move Trucking cost' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const added = await screen.findByRole('group', { name: 'Freight line new line' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Text' }), { target: { value: 'Customs' } });

    // The Doc fee's currency still blocks the save.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the marked fields!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', DETAIL_URL)).toHaveLength(0);
  });

  it('fills the internal B/L from a 16-character HSG B/L, keeps VGM by admin for an agent, adds a template remark', async () => {
    const { fetchMock } = openRequestPage(detail(), {
      routes: {
        'GET /api/special-remark-templates': () => json(200, [{ id: 't1', text: 'Shipper to provide VGM.' }]),
        [`PATCH ${DETAIL_URL}`]: () => json(200, detail({ version: 4 })),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'B/L number' }), {
      target: { value: 'HLCUHAM123456789' },
    });
    expect((screen.getByRole('textbox', { name: 'Internal B/L' }) as HTMLInputElement).value).toBe(
      'HLCUHAM123456789',
    );
    const vgm = screen.getByRole('radiogroup', { name: 'VGM submitted by' });
    expect((within(vgm).getByRole('radio', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(WORKBENCH_MESSAGES.vgmAdminNeedsAgent)).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add from template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shipper to provide VGM.' }));
    expect((screen.getByRole('textbox', { name: 'Remark 1' }) as HTMLTextAreaElement).value).toBe(
      'Shipper to provide VGM.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH', DETAIL_URL)).toHaveLength(1));
    const body = sentBodies(fetchMock, 'PATCH', DETAIL_URL)[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 3,
      blNumber: 'HLCUHAM123456789',
      intBlNumber: 'HLCUHAM123456789',
      specialRemarks: [{ id: 't1', text: 'Shipper to provide VGM.' }],
    });
    // The line's references were given (PU-1): the HSG rule keeps them, so the cargo is not sent.
    expect(body).not.toHaveProperty('containers');
  });

  it('assigns an agent in the Watchers dialog and puts the request on hold with its version', async () => {
    const { fetchMock } = openRequestPage(detail(), {
      routes: {
        'GET /api/users': () => json(200, [OTHER_STAFF]),
        [`PUT ${DETAIL_URL}/watchers`]: () =>
          json(
            200,
            detail({ agent: { id: OTHER_STAFF.id, name: 'Olivia Frei' }, statusCode: 20, version: 4 }),
          ),
        [`POST ${DETAIL_URL}/hold`]: () => json(200, detail({ hold: true, statusCode: 20, version: 5 })),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Watchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watchers' });
    const agent = within(dialog).getByRole('combobox', { name: 'Assigned agent' });
    fireEvent.mouseDown(agent);
    fireEvent.click(await screen.findByRole('option', { name: 'Olivia Frei' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WORKBENCH_MESSAGES.savedUser)).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', `${DETAIL_URL}/watchers`)).toEqual([
      { version: 3, agentId: OTHER_STAFF.id },
    ]);
    await waitFor(() => expect(screen.getAllByText('Olivia Frei').length).toBeGreaterThan(0));

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Put on hold/ }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', `${DETAIL_URL}/hold`)).toEqual([{ version: 4 }]),
    );
    expect((await screen.findByRole('link', { name: 'On Hold' })).getAttribute('href')).toBe(
      '/bookings?tab=on-hold',
    );
  });

  it('says the mark-unread failure when removing the agent and marking the request unread fails', async () => {
    openRequestPage(detail({ agent: { id: OTHER_STAFF.id, name: 'Olivia Frei' }, statusCode: 20 }), {
      routes: {
        'GET /api/users': () => json(200, [OTHER_STAFF]),
        [`PUT ${DETAIL_URL}/watchers`]: () =>
          json(500, { code: 'INTERNAL', message: 'Internal server error' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Watchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watchers' });
    // Emptying the agent's text clears the agent (MUI Autocomplete).
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Assigned agent' }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Failed to mark request as unread!')).toBeTruthy();
    expect(screen.getByText(WORKBENCH_MESSAGES.setAgentFailed)).toBeTruthy();
  });
});
