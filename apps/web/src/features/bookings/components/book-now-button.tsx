import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Tooltip } from '@mui/material';
import {
  actorIsStaff,
  BOOK_NOW_NOTICE_MS,
  BOOK_NOW_POLL_DELAYS_MS,
  bookingPath,
  hasWarnings,
  lifecycleStateOf,
  requestBookNowRefusal,
  requestWarnings,
  SNACKBAR,
  WORKBENCH_MESSAGES,
  type TBookingRequestDetail,
  type TBookingSpace,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { closeSnackbar, showSnackbar } from '../../../lib/snackbars.tsx';
import { useBookNow } from '../actions-api.ts';
import { useRequestActor } from './request-page/use-request-actor.ts';
import { BookNowSpaceWarning, useSpaceCheck } from '../vessel-allocation/book-now-space-warning.tsx';

/** The refusal's words for a failed Book Now (spec 000 §8): the server's own when it is one of ours. */
function failureMessage(error: Error): string {
  const known: string[] = [WORKBENCH_MESSAGES.unableToCreateBooking, WORKBENCH_MESSAGES.staleVersion];
  return known.includes(error.message) ? error.message : WORKBENCH_MESSAGES.failedToRequestBooking;
}

/**
 * Book Now (staff; spec 000 §5, §7): enabled by the domain's rule (no warnings, an agent, below Confirmed; the
 * disabled button says why). Success shows the booking's link; while the ERP has not given the booking its number
 * the request is asked again after 3 s and 10 s, then the spec's notice says it is still being created.
 */
export function BookNowButton({ request }: { request: TBookingRequestDetail }) {
  const actor = useRequestActor();
  const depotCountries = usePublicConfig()?.depotCountries ?? [];
  const book = useBookNow(request.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const checkSpace = useSpaceCheck();
  const [noSpace, setNoSpace] = useState<TBookingSpace | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!actorIsStaff(actor)) return null;

  const booked = (bookingId: string) => {
    setWaiting(false);
    void showSnackbar(`Booking ${bookingId} created.`, {
      variant: 'success',
      autoHideDuration: BOOK_NOW_NOTICE_MS,
      action: (key) => (
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            closeSnackbar(key);
            void navigate(bookingPath(bookingId));
          }}
        >
          Open booking
        </Button>
      ),
    });
  };

  // Spec 000 §9: wait 3 s, ask; wait 10 s, ask; then the notice.
  const poll = (step: number) => {
    const delay = BOOK_NOW_POLL_DELAYS_MS[step];
    if (delay === undefined) {
      setWaiting(false);
      void showSnackbar(WORKBENCH_MESSAGES.bookingStillBeingCreated, {
        variant: 'info',
        autoHideDuration: BOOK_NOW_NOTICE_MS,
      });
      return;
    }
    timer.current = setTimeout(() => {
      const key = queryKeys.bookingRequests.detail(request.id);
      api
        .get<TBookingRequestDetail>(`/booking-requests/${encodeURIComponent(request.id)}`)
        .then((detail) => {
          queryClient.setQueryData(key, detail);
          if (detail.bookingId) booked(detail.bookingId);
          else poll(step + 1);
        })
        .catch(() => poll(step + 1));
    }, delay);
  };

  const bookIt = () =>
    book.mutate(request.version, {
      onSuccess: (answer) => {
        if (answer.bookingId) return booked(answer.bookingId);
        setWaiting(true);
        poll(0);
      },
      onError: (error) =>
        void showSnackbar(failureMessage(error), { variant: 'error', autoHideDuration: SNACKBAR.errorMs }),
    });

  // A voyage flagged fully booked or over its allocation asks once more before booking (issue 22 part 3).
  const start = async () => {
    setChecking(true);
    const space = await checkSpace(request).finally(() => setChecking(false));
    if (space) setNoSpace(space);
    else bookIt();
  };

  if (request.bookingId)
    return (
      <Button
        component={RouterLink}
        to={bookingPath(request.bookingId)}
        variant="outlined"
        color="success"
        endIcon={<OpenInNewIcon fontSize="small" />}
      >
        Booking {request.bookingId}
      </Button>
    );

  const warnings = requestWarnings(request, depotCountries);
  const refusal = requestBookNowRefusal(actor, lifecycleStateOf(request), hasWarnings(warnings));
  const button = (
    <Button
      variant="contained"
      color="success"
      startIcon={<EventAvailableOutlinedIcon />}
      disabled={refusal !== null}
      loading={book.isPending || waiting || checking}
      loadingPosition="start"
      onClick={() => void start()}
    >
      Book Now
    </Button>
  );
  if (!refusal)
    return (
      <>
        {button}
        <BookNowSpaceWarning
          space={noSpace}
          onCancel={() => setNoSpace(null)}
          onConfirm={() => {
            setNoSpace(null);
            bookIt();
          }}
        />
      </>
    );
  // A disabled button gets no pointer events: the wrapper carries the tooltip that says why.
  return (
    <Tooltip title={refusal.message}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {button}
      </Box>
    </Tooltip>
  );
}
