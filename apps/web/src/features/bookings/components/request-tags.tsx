import type { TBookingRequestDetail } from '@portal/domain';
import { useSelectRequestTags } from '../actions-api.ts';
import { TagPicker } from './tags/tag-picker.tsx';

/** The request's tags (staff): the shared picker on PUT /api/booking-requests/{id}/tags. */
export function RequestTags({ request }: { request: TBookingRequestDetail }) {
  const select = useSelectRequestTags(request.id);
  return <TagPicker category="bookingRequest" tagIds={request.tagIds} select={select.mutateAsync} />;
}
