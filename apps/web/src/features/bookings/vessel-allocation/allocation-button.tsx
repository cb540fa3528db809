import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { TBookingRequestRow } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/use-can.ts';

// The dialog's code loads on first use: most visits to the list never open it.
const AllocationDialog = lazy(() => import('./allocation-dialog.tsx'));

/** The vessel-allocation icon of a request row (000 §2, 001 §2.14): staff with the privilege, rows with a voyage. */
export function AllocationButton({ row }: { row: TBookingRequestRow }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('manage:vessel-allocation:any') || !row.vessel || !row.voyage) return null;
  const label = `Vessel allocation of ${row.vessel} ${row.voyage}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{ p: 0.5 }}
        >
          <DirectionsBoatOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <AllocationDialog
            sailing={{
              carrierId: row.carrier.id,
              polId: row.origin.id,
              vessel: row.vessel,
              voyage: row.voyage,
              etd: row.etd,
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
