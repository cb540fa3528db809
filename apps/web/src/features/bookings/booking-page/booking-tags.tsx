import type { TBooking } from '@portal/domain';
import { TagPicker } from '../components/tags/tag-picker.tsx';
import { useSelectBookingTags } from './api.ts';

/** The booking's tags (staff; issue 21 part 5): the requests' picker on PUT /api/bookings/{id}/tags. */
export default function BookingTags({ booking }: { booking: TBooking }) {
  const select = useSelectBookingTags(booking.id);
  return <TagPicker category="booking" tagIds={booking.tagIds ?? []} select={select.mutateAsync} />;
}
