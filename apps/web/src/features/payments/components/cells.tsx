import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Tooltip } from '@mui/material';
import { paths } from '../../../lib/paths.ts';
import { PAYMENTS_TEXT } from '../texts.ts';

/** Numbers and references stay on one line and end in an ellipsis (the whole value is the cell's title). */
export const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export const orDash = (value: string | null | undefined) => value || '–';

/** The booking's file number, opened in a new tab like My Day's rows. */
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

/** The approvedByOCR flag: a check mark, or a dash. */
export function OcrFlag({ approved }: { approved: boolean }) {
  return approved ? (
    <Tooltip title={PAYMENTS_TEXT.ocr}>
      <CheckCircleOutlineIcon
        color="success"
        sx={{ fontSize: 18, verticalAlign: 'middle' }}
        aria-label={PAYMENTS_TEXT.ocr}
      />
    </Tooltip>
  ) : (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="Not approved by OCR">
      –
    </Box>
  );
}

/** The carrier's colour dot and name. */
export function CarrierName({ id, name, color }: { id: string; name?: string; color?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, ...ONE_LINE }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color ?? 'text.disabled', flexShrink: 0 }}
      />
      {name ?? id.toUpperCase()}
    </Box>
  );
}
