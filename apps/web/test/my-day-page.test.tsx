import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, TASK_MESSAGES, type TBookingTasks, type TTaskRow } from '@portal/domain';
import type { BookingParts } from '../src/features/my-day/index.ts';
import { MyDayPage } from '../src/features/my-day/index.ts';
import {
  CUSTOMER_SESSION,
  mockRoutes,
  OTHER_STAFF,
  ZIM_ONLY_STAFF,
  renderPage,
  STAFF_ID,
  STAFF_SESSION,
} from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

const ME = { ...OTHER_STAFF, id: STAFF_ID, firstName: 'Luca', lastName: 'Rossi', role: 'sales' as const };
const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
];

function task(n: number, overrides: Partial<TTaskRow> = {}): TTaskRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'VGM',
    label: `Task ${n}`,
    instruction: 'Please arrange VGM submission.',
    department: 'operations',
    bookingId: `20261100${String(n).padStart(2, '0')}`,
    bookingCategory: 'Export',
    carrierId: 'HSG',
    blNumber: `HLCU${n}`,
    reference: null,
    assignedUser: { id: STAFF_ID, name: 'Luca Rossi' },
    team: null,
    userRole: 'staff',
    dueDate: '2026-11-20T10:00:00.000Z',
    createAt: '2026-11-17T10:00:00.000Z',
    payDate: null,
    resolved: false,
    status: 'Overdue',
    manualResolve: 'NO_MANUAL_RESOLVE',
    followUpId: null,
    checklistItemId: 'VGM',
    checklistStageId: null,
    additionalInfo: null,
    ...overrides,
  };
}

const parts: BookingParts = {
  BookingPreview: ({ lead }) => <div data-testid="booking-preview">{lead}</div>,
  BookingChecklistDialog: ({ open, title, children }) =>
    open ? (
      <div role="dialog" aria-label={title}>
        {children}
      </div>
    ) : null,
};

function server(rows: TTaskRow[], extra: Parameters<typeof mockRoutes>[0] = {}) {
  return mockRoutes({
    'GET /api/tasks': (url) =>
      json(200, listAnswer(rows, rows.length, 1, Number(url.searchParams.get('perPage')))),
    'GET /api/users': () => json(200, [ME, OTHER_STAFF]),
    'GET /api/carriers': () => json(200, CARRIERS),
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My Day's staff-only controls (spec 000 §6, issue 20)", { timeout: 30_000 }, () => {
  it('hides assigning, the department radio, the Assigned user filter and client tasks from a customer', async () => {
    const fetchMock = server([
      task(1, { userRole: 'client', assignedUser: { id: 'c', name: 'Anna Keller' } }),
    ]);
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: CUSTOMER_SESSION });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByText('Task 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Task assignment' })).toBeNull();
    expect(screen.queryByLabelText('Assign task to user')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Category' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Accounting' })).toBeNull();
    expect(screen.queryByLabelText('Assigned user')).toBeNull();
    expect(screen.queryByText('Show Client Tasks')).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    // Their own filters stay; the staff list is not even asked for.
    expect(screen.getByLabelText('Task status')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).not.toContain('/api/users');
  });

  it('shows them to staff', async () => {
    server([task(1)]);
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    await screen.findByRole('table', { name: 'Tasks' });
    expect(screen.getByRole('region', { name: 'Task assignment' })).toBeTruthy();
    expect(screen.getByLabelText('Assign task to user')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Accounting' })).toBeTruthy();
    expect(screen.getByLabelText('Assigned user')).toBeTruthy();
    expect(screen.getByText('Show Client Tasks')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Task 1 of 2026110001' })).toBeTruthy();
  });
});

describe('My Day', { timeout: 20_000 }, () => {
  it('lists my operations tasks with the spec columns and asks for the initial filter', async () => {
    const fetchMock = server([
      task(1, { manualResolve: 'RESOLVE' }),
      task(2, { team: { id: 't', name: 'Export Operations' }, assignedUser: null }),
    ]);
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter(Boolean);
    expect(headers).toEqual([
      'Task',
      'B/L Number',
      'File No.',
      'Assigned To',
      'Due Date',
      'Task status',
      'Action',
    ]);
    expect(within(table).getAllByText('Overdue')).toHaveLength(2);
    expect(within(table).getByText('Export Operations')).toBeTruthy();
    expect(within(table).getByRole('button', { name: /^Resolve Task 1/ })).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/tasks')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      category: 'operations',
      assignee: 'me',
      clientTasks: 'false',
      page: '1',
      perPage: '10',
    });
  });

  it('assigns the selected tasks to a user, and says the spec’s words when it fails', async () => {
    let body: unknown;
    let fail = false;
    server([task(1), task(2), task(3)], {
      'PUT /api/tasks/assignment': (_url, sent) => {
        body = sent;
        return fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, { data: [] });
      },
    });
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    await screen.findByRole('table', { name: 'Tasks' });
    const assign = screen.getByRole('button', { name: 'Assign user' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1 of 2026110001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 3 of 2026110003' }));
    expect(screen.getByText('2 tasks selected')).toBeTruthy();
    expect(assign.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assign task to user' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olivia Frei' }));
    fail = true;
    fireEvent.click(assign);
    expect(await screen.findByText(TASK_MESSAGES.assignFailed)).toBeTruthy();
    expect(body).toEqual({ userId: OTHER_STAFF.id, taskIds: [task(1).id, task(3).id] });
    fail = false;
    fireEvent.click(assign);
    expect(await screen.findByText(TASK_MESSAGES.assigned(2))).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Select tasks to assign them')).toBeTruthy());
  });

  it('offers only staff who handle the carriers of every selected task', async () => {
    server([task(1), task(2, { carrierId: 'ZIM' })], {
      'GET /api/users': () => json(200, [ME, OTHER_STAFF, ZIM_ONLY_STAFF]),
    });
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    await screen.findByRole('table', { name: 'Tasks' });
    const picker = screen.getByRole('combobox', { name: 'Assign task to user' });
    const options = async () => {
      fireEvent.mouseDown(picker);
      const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
      fireEvent.keyDown(picker, { key: 'Escape' });
      return names;
    };
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 2 of 2026110002' }));
    expect(await options()).toContain('Felix Wyss');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1 of 2026110001' }));
    expect(await options()).not.toContain('Felix Wyss');
  });

  it('selects a whole page at once', async () => {
    server([task(1), task(2)]);
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all tasks on this page' }));
    expect(screen.getByText('2 tasks selected')).toBeTruthy();
  });

  it('shows the spec’s empty state', async () => {
    server([]);
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day?status=Overdue', session: STAFF_SESSION });
    expect(await screen.findByText(TASK_MESSAGES.empty)).toBeTruthy();
    // The filter bar and the empty state both offer the way back.
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-day'));
  });

  it('expands an operations row to the booking progress and opens the progress dialog', async () => {
    const progress: TBookingTasks = {
      bookingId: '2026110001',
      category: 'Export',
      entries: [
        {
          type: 'VGM',
          label: 'VGM',
          department: 'operations',
          userRole: 'client',
          status: 'Resolved',
          dueDate: '2026-11-18T10:00:00.000Z',
          task: null,
        },
        {
          type: 'GATE_IN',
          label: 'Gate in',
          department: 'operations',
          userRole: 'staff',
          status: 'Overdue',
          dueDate: '2026-11-20T10:00:00.000Z',
          task: task(1),
        },
        {
          type: 'BL_FINAL',
          label: 'Final B/L',
          department: 'operations',
          userRole: 'staff',
          status: 'Not Created yet',
          dueDate: null,
          task: null,
        },
      ],
    };
    server([task(1)], { 'GET /api/bookings/2026110001/tasks': () => json(200, progress) });
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day', session: STAFF_SESSION });
    await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('button', { name: 'Show the progress of 2026110001 (Task 1)' }));
    const region = await screen.findByRole('region', { name: 'Export progress' });
    expect(within(region).getByText('1 of 3 tasks resolved')).toBeTruthy();
    expect(within(region).getByText('Final B/L')).toBeTruthy();
    expect(within(region).getByText('Not created yet')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Open Export progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Export progress · File No 2026110001' });
    expect(within(dialog).getByText('Gate in')).toBeTruthy();
  });

  it('opens an accounting task in the full-screen preview, or says the booking is missing', async () => {
    const row = task(4, {
      department: 'accounting',
      label: 'Invoice upload',
      reference: 'PAY-77',
      manualResolve: 'RESOLVE',
    });
    server([row], {
      'GET /api/bookings/2026110004/tasks': () => json(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    renderPage(<MyDayPage parts={parts} />, { path: '/my-day?category=accounting', session: STAFF_SESSION });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
    expect(within(table).getByText('PAY-77')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Invoice upload' }));
    const preview = await screen.findByRole('dialog', { name: 'File No 2026110004' });
    expect(await within(preview).findByText(TASK_MESSAGES.missingBooking)).toBeTruthy();
    expect(within(preview).queryByRole('link', { name: /View Booking/ })).toBeNull();
  });

  it('shows the Pay date without the date pickers until the field is reached for', async () => {
    server([task(5, { department: 'accounting', payDate: '2026-11-20' })]);
    // No pickers' localization around it (the screen no longer loads one): the real picker would throw here.
    renderPage(<MyDayPage parts={parts} />, {
      path: '/my-day?category=accounting&payDate=2026-11-20',
      session: STAFF_SESSION,
    });
    const field = await screen.findByRole('group', { name: 'Pay date' });
    expect(field.textContent).toContain('20.11.2026');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    // Reaching for it loads the picker with its localization, showing the same date in its sections.
    fireEvent.pointerEnter(field.closest('.MuiTextField-root') ?? field);
    await waitFor(() => expect(screen.getAllByRole('spinbutton').length).toBe(3), { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'Pay date' }).textContent).toContain('2026');
  });
});
