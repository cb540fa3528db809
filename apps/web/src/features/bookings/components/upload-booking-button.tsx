import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

// The dialog (drop zone, upload, client picker) downloads when the button is first pressed, not with the list.
const UploadBookingDialog = lazy(() =>
  import('./upload-booking-dialog.tsx').then((m) => ({ default: m.UploadBookingDialog })),
);

/** The list toolbar's button (staff) and its dialog. */
export function UploadBookingButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Upload Booking
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UploadBookingDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
