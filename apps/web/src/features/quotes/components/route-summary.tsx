import EastIcon from '@mui/icons-material/East';
import { Box, Stack, Typography } from '@mui/material';
import type { TQuote } from '@portal/domain';

type Port = TQuote['origin'];

function PortCode({ port, dense }: { port: Port; dense: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="div"
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontWeight: 700,
          fontSize: dense ? '0.8rem' : '0.95rem',
          letterSpacing: '0.04em',
          color: 'primary.main',
        }}
      >
        {port.id}
      </Typography>
      <Typography variant={dense ? 'caption' : 'body2'} color="text.secondary" noWrap component="div">
        {port.name}
        {port.countryCode ? `, ${port.countryCode}` : ''}
      </Typography>
    </Box>
  );
}

/** Origin → destination with their UN/LOCODEs and names. */
export function RouteSummary({
  origin,
  destination,
  dense = false,
}: {
  origin: Port;
  destination: Port;
  dense?: boolean;
}) {
  return (
    <Stack
      direction="row"
      spacing={dense ? 1 : 1.5}
      sx={{ alignItems: 'center', minWidth: 0 }}
      aria-label={`${origin.id} to ${destination.id}`}
    >
      <PortCode port={origin} dense={dense} />
      <EastIcon fontSize="small" sx={{ color: 'text.disabled', flexShrink: 0 }} aria-hidden />
      <PortCode port={destination} dense={dense} />
    </Stack>
  );
}
