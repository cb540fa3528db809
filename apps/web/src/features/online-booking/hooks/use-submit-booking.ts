import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateBookingRequest } from '../api.ts';
import { clearChosenSources } from '../wizard/chosen-sources.ts';
import { clearDraft } from '../wizard/draft-storage.ts';
import { messageWithoutPath, placeOfServerError, requestBody } from '../wizard/request-body.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** Long enough to read the request number on the page that opens. */
export const SUBMITTED_MESSAGE_MS = 4000;

/** What the request page receives in the navigation state after a submission. */
export interface SubmittedState {
  submitted: true;
}

/**
 * Submit (spec 001 §2.8, 000 §2 "Booking request review"): on success the choices in browser storage are used
 * up and the user goes to /booking-requests/{id}, which shows the thank-you text of spec 000 §6. A failed
 * submit stops the loader and says what the server refused, on the step that holds the field.
 */
export function useSubmitBooking(wizard: BookingWizard, isStaff: boolean) {
  const create = useCreateBookingRequest();
  const navigate = useNavigate();
  const notify = useNotify();

  const submit = () =>
    create.mutate(requestBody(wizard.draft, isStaff), {
      onSuccess: ({ id }) => {
        clearDraft();
        clearChosenSources();
        // The request page shows the thank-you text of spec 000 §6 (REQUEST_SUBMITTED_TEXT) when it gets
        // `submitted`; repeating it in a snackbar would show it twice, so the snackbar only confirms.
        notify.success(`Booking request ${id} has been submitted.`, SUBMITTED_MESSAGE_MS);
        const state: SubmittedState = { submitted: true };
        void navigate(paths.bookingRequest.getHref(id), { state });
      },
      onError: (error) => {
        console.error('Booking request submission failed', error);
        notify.error(error.message);
        if (error instanceof ApiRequestError && error.status === 400) {
          const place = placeOfServerError(error.message);
          wizard.goTo(place.step);
          if (place.field) wizard.setFieldError(place.field, messageWithoutPath(error.message));
        }
      },
    });

  return { submit, submitting: create.isPending };
}
