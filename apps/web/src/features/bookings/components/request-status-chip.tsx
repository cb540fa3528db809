import { Chip } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { REQUEST_STATUS, requestStatusLabel } from '@portal/domain';

/** Colour per status: new work blue, being worked on amber, done green, archived grey. */
function colourOf(theme: Theme, code: number): string {
  if (code === REQUEST_STATUS.requested) return theme.palette.info.main;
  if (code === REQUEST_STATUS.inProgress) return theme.palette.warning.dark;
  if (code === REQUEST_STATUS.confirmed) return theme.palette.success.main;
  return theme.palette.text.secondary;
}

/** The status text of a request (spec 000 §4 display statuses), with an 'On Hold' mark when held. */
export function RequestStatusChip({ code, hold = false }: { code: number; hold?: boolean }) {
  const label = requestStatusLabel(code);
  return (
    <Chip
      size="small"
      label={hold && code < REQUEST_STATUS.confirmed ? `${label} · On Hold` : label}
      sx={(theme) => {
        const colour = colourOf(theme, code);
        return {
          fontWeight: 600,
          color: colour,
          bgcolor: alpha(colour, 0.1),
          border: `1px solid ${alpha(colour, 0.25)}`,
          height: 24,
        };
      }}
    />
  );
}
