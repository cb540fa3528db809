import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Tooltip } from '@mui/material';
import { PAYMENTS_TEXT } from '../texts.ts';

/** Numbers and references stay on one line and end in an ellipsis (the whole value is the cell's title). */
export const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

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
