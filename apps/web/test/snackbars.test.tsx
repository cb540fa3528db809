import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../src/lib/notify.ts';
import { SnackbarHost } from '../src/lib/snackbars.tsx';

function SaveButton() {
  const notify = useNotify();
  return <button onClick={() => notify.success('Saved.')}>Save</button>;
}

describe('snackbars', () => {
  it('load notistack with the first message and show it in the host (issue 20: not in the first script)', async () => {
    render(
      <>
        <SaveButton />
        <SnackbarHost />
      </>,
    );
    // Nothing is rendered for the snackbars until one is asked for.
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.', {}, { timeout: 5000 })).toBeTruthy();
    // Closable, as every snackbar of the app.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });
});
