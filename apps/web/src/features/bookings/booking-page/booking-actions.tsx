import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import MailOutlineIcon from '@mui/icons-material/ForwardToInboxOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { BOOKING_MESSAGES, canDispute, type TBooking } from '@portal/domain';
import { Suspense, useCallback, useState } from 'react';
import { PrintPortal } from '../../../components/page/print-portal.tsx';
import { useNotify } from '../../../lib/notify.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useArchiveBooking, useDisputeBooking, useWatchBooking } from './api.ts';
import { AssignUsersDialog, BookingEmailDialog, BookingPrintDocument } from './lazy-dialogs.ts';
import { SomethingWrongButton } from './something-wrong-button.tsx';
import { BOOKING_PAGE_TEXT } from './texts.ts';

const ICON_BUTTON = { minWidth: 0, px: 1 } as const;

/** Watch / Stop watching (spec 000 §4 "Watching"); the server's answer is the snackbar's text. */
export function WatchToggle({ booking }: { booking: TBooking }) {
  const notify = useNotify();
  const watch = useWatchBooking(booking.id);
  const next = !booking.watching;
  return (
    <Button
      variant={booking.watching ? 'contained' : 'outlined'}
      startIcon={booking.watching ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
      loading={watch.isPending}
      onClick={() =>
        watch.mutate(next, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      {booking.watching ? BOOKING_PAGE_TEXT.unwatch : BOOKING_PAGE_TEXT.watch}
    </Button>
  );
}

/** Archive / Restore and Dispute (staff, spec 000 §4 "Booking"). */
function StaffStateActions({ booking }: { booking: TBooking }) {
  const notify = useNotify();
  const archive = useArchiveBooking(booking.id);
  const dispute = useDisputeBooking(booking.id);
  const failed = (error: Error) => notify.error(error.message);
  const inDispute = booking.inDispute && !booking.archived;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={booking.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
        loading={archive.isPending}
        onClick={() => archive.mutate(!booking.archived, { onError: failed })}
      >
        {booking.archived ? BOOKING_PAGE_TEXT.restore : BOOKING_PAGE_TEXT.archive}
      </Button>
      {(canDispute(booking) || inDispute) && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<GavelOutlinedIcon />}
          disabled={inDispute}
          loading={dispute.isPending}
          onClick={() => dispute.mutate(undefined, { onError: failed })}
        >
          {inDispute ? BOOKING_MESSAGES.inDispute : BOOKING_PAGE_TEXT.dispute}
        </Button>
      )}
    </>
  );
}

/**
 * The booking page's header actions: watching (the assigned agent gets 'Assign users' instead; other staff have
 * both, since staff set the agent and the contact), staff's archive/restore, dispute and the semi-automatic e-mail,
 * the customer's 'Mark that something is wrong', and the two prints for everyone. Each print opens the browser's
 * print dialog on a print-only view.
 */
export function BookingActions({
  booking,
  staff,
  mayWatch,
}: {
  booking: TBooking;
  staff: boolean;
  mayWatch: boolean;
}) {
  const company = usePublicConfig();
  const can = useCan();
  const mayReport = can('report:booking-problem:own');
  // 'Print with cost' is staff's (spec 000 §6 "Staff only: ... print"); a customer prints without costs.
  const withCosts = can('print:costs:any');
  const [printMenu, setPrintMenu] = useState<HTMLElement | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  // A new print (even of the same kind) mounts anew, so it opens the print dialog again.
  const [printing, setPrinting] = useState<{ costs: boolean; n: number } | null>(null);
  const printDone = useCallback(() => setPrinting(null), []);
  const print = (costs: boolean) => {
    setPrintMenu(null);
    setPrinting((p) => ({ costs, n: (p?.n ?? 0) + 1 }));
  };

  return (
    <>
      {mayWatch && <WatchToggle booking={booking} />}
      {!staff && mayReport && <SomethingWrongButton booking={booking} />}
      {staff && (
        <Button variant="outlined" startIcon={<GroupAddOutlinedIcon />} onClick={() => setAssignOpen(true)}>
          {BOOKING_PAGE_TEXT.assignUsers}
        </Button>
      )}
      {staff && <StaffStateActions booking={booking} />}
      {staff && (
        <Tooltip title={BOOKING_PAGE_TEXT.sendEmail}>
          <Button
            variant="outlined"
            aria-label={BOOKING_PAGE_TEXT.sendEmail}
            onClick={() => setEmailOpen(true)}
            sx={ICON_BUTTON}
          >
            <MailOutlineIcon />
          </Button>
        </Tooltip>
      )}
      <Tooltip title="Print">
        <Button
          variant="outlined"
          aria-label="Print"
          onClick={(event) => setPrintMenu(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={printMenu ? true : undefined}
          sx={ICON_BUTTON}
        >
          <PrintOutlinedIcon />
        </Button>
      </Tooltip>
      <Menu anchorEl={printMenu} open={printMenu !== null} onClose={() => setPrintMenu(null)}>
        <MenuItem onClick={() => print(false)}>
          <ListItemIcon>
            <PrintOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{BOOKING_PAGE_TEXT.printWithoutCosts}</ListItemText>
        </MenuItem>
        {withCosts && (
          <MenuItem onClick={() => print(true)}>
            <ListItemIcon>
              <ReceiptLongOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{BOOKING_PAGE_TEXT.printWithCost}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {/* Outside the print portal: it opens the print dialog once mounted, so it mounts when its content is here. */}
      <Suspense fallback={null}>
        {assignOpen && <AssignUsersDialog booking={booking} onClose={() => setAssignOpen(false)} />}
        {emailOpen && <BookingEmailDialog booking={booking} onClose={() => setEmailOpen(false)} />}
        {printing && (
          <PrintPortal key={printing.n} onDone={printDone}>
            <BookingPrintDocument
              booking={booking}
              costs={printing.costs && withCosts}
              staff={staff}
              company={company}
            />
          </PrintPortal>
        )}
      </Suspense>
    </>
  );
}
