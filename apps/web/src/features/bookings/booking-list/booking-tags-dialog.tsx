import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { TTagSelection } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { TagPicker } from '../components/tags/tag-picker.tsx';

/**
 * Choosing a booking's tags from its card (staff; issue 21 part 5): the booking page's picker in a dialog. The
 * lists refetch after each change, so the card's chips follow.
 */
export default function BookingTagsDialog({
  bookingId,
  tagIds,
  onClose,
}: {
  bookingId: string;
  tagIds: readonly string[];
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const select = async (selection: TTagSelection) => {
    await api.put(`/bookings/${encodeURIComponent(bookingId)}/tags`, selection);
    await queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Tags of booking {bookingId}</DialogTitle>
      <DialogContent>
        <TagPicker category="booking" tagIds={tagIds} select={select} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
