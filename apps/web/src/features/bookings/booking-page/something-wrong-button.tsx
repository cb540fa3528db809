import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Button } from '@mui/material';
import type { TBooking } from '@portal/domain';
import { Suspense, useState } from 'react';
import { SomethingWrongDialog } from './lazy-dialogs.ts';
import { BOOKING_PAGE_TEXT } from './texts.ts';

/** The customer's button on the booking page header, with its dialog (loaded on the first click). */
export function SomethingWrongButton({ booking }: { booking: TBooking }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<ReportProblemOutlinedIcon />}
        onClick={() => setOpen(true)}
      >
        {BOOKING_PAGE_TEXT.somethingWrong}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SomethingWrongDialog booking={booking} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
