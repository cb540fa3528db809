import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { paths } from '../../lib/paths.ts';

/** An absent value of a list cell. */
export const orDash = (value: string | null | undefined) => value || '–';

/** The booking's file number, opened in a new tab (spec 000 §2 routes: task and payment rows link the booking so). */
export function FileLink({ bookingId }: { bookingId: string }) {
  return (
    <Link
      href={paths.booking.getHref(bookingId)}
      target="_blank"
      rel="noopener"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {bookingId}
      <OpenInNewIcon sx={{ fontSize: 13 }} aria-label="opens in a new tab" />
    </Link>
  );
}
