import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { Alert } from '@mui/material';
import { amsClosingBanner, type TBooking } from '@portal/domain';

/**
 * The AMS_CLOSING banner (spec 000 §3): 'AMS Closing: dd.MM.yyyy HH:mm' above a live booking that has an AMS
 * closing; a warning before the deadline, an error once it has passed. The rule is the domain's.
 */
export function AmsClosingBanner({ booking }: { booking: TBooking }) {
  const banner = amsClosingBanner(booking);
  if (!banner) return null;
  return (
    <Alert
      severity={banner.passed ? 'error' : 'warning'}
      icon={<EventBusyOutlinedIcon fontSize="inherit" />}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    >
      {banner.text}
    </Alert>
  );
}
