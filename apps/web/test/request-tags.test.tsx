import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAG_MESSAGES, TAG_SELECTION_CAP } from '@portal/domain';
import { RequestTags } from '../src/features/bookings/components/request-tags.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { detail, tag } from './request-actions-test-utils.tsx';

const PATH = '/booking-requests/req-2026110014';
const TAGS = Array.from({ length: 12 }, (_, i) => tag(i + 1));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openOptions() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Select tags' }));
  return screen.getByRole('listbox');
}

describe('RequestTags', { timeout: 20_000 }, () => {
  it('shows the chosen tags and, at the cap of 10, disables every other option', async () => {
    mockRoutes({ 'GET /api/tags': () => json(200, TAGS) });
    const chosen = TAGS.slice(0, TAG_SELECTION_CAP).map((t) => t.id);
    renderPage(<RequestTags request={detail({ tagIds: chosen })} />, { path: PATH, session: STAFF_SESSION });
    expect(await screen.findByText('Tag 10')).toBeTruthy();
    expect(screen.getByText(`${TAG_SELECTION_CAP} of ${TAG_SELECTION_CAP}`)).toBeTruthy();
    const list = openOptions();
    expect(within(list).getByRole('option', { name: 'Tag 11' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(list).getByRole('option', { name: 'Tag 12' }).getAttribute('aria-disabled')).toBe('true');
    // A chosen tag can still be clicked away.
    expect(within(list).getByRole('option', { name: 'Tag 3' }).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
  });

  it('below the cap every option is open; choosing one sends the whole selection', async () => {
    const puts: unknown[] = [];
    const start = detail({ tagIds: [TAGS[0]!.id] });
    mockRoutes({
      'GET /api/tags': () => json(200, TAGS),
      'PUT /api/booking-requests/req-2026110014/tags': (_url, body) => {
        puts.push(body);
        return json(200, { ...start, tagIds: (body as { tagIds: string[] }).tagIds });
      },
    });
    renderPage(<RequestTags request={start} />, { path: PATH, session: STAFF_SESSION });
    await screen.findByText('Tag 1');
    const list = openOptions();
    const option = within(list).getByRole('option', { name: 'Tag 11' });
    expect(option.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(option);
    expect(await screen.findByText(TAG_MESSAGES.selected)).toBeTruthy();
    expect(puts).toEqual([{ tagIds: [TAGS[0]!.id, TAGS[10]!.id] }]);
  });

  it('says so when a deselection fails', async () => {
    mockRoutes({
      'GET /api/tags': () => json(200, TAGS),
      'PUT /api/booking-requests/req-2026110014/tags': () => json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderPage(<RequestTags request={detail({ tagIds: [TAGS[0]!.id] })} />, {
      path: PATH,
      session: STAFF_SESSION,
    });
    const chip = (await screen.findByText('Tag 1')).closest('.MuiChip-root')!;
    fireEvent.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    expect(await screen.findByText(TAG_MESSAGES.deselectFailed)).toBeTruthy();
  });

  it('adds a tag in the dialog only with a name and a colour', async () => {
    const posts: unknown[] = [];
    mockRoutes({
      'GET /api/tags': () => json(200, TAGS.slice(0, 2)),
      'POST /api/tags': (_url, body) => {
        posts.push(body);
        return json(201, tag(20, { text: 'Urgent', color: '#d32f2f' }));
      },
    });
    renderPage(<RequestTags request={detail()} />, { path: PATH, session: STAFF_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'add new tag' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(TAG_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(TAG_MESSAGES.colorRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Urgent' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '#d32f2f' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(TAG_MESSAGES.created)).toBeTruthy();
    expect(posts).toEqual([{ text: 'Urgent', color: '#d32f2f', category: 'bookingRequest' }]);
  });

  it('deletes a tag after asking, and reports a failure in the spec’s words', async () => {
    mockRoutes({
      'GET /api/tags': () => json(200, TAGS.slice(0, 2)),
      'DELETE /api/tags/00000000-0000-4000-8000-000000000002': () =>
        json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderPage(<RequestTags request={detail()} />, { path: PATH, session: STAFF_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete Tag 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TAG_MESSAGES.deleteFailed)).toBeTruthy();
  });

  it('shows nothing to a customer', async () => {
    const fetchMock = mockRoutes({});
    renderPage(<RequestTags request={detail()} />, { path: PATH, session: CUSTOMER_SESSION });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tags' })).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
