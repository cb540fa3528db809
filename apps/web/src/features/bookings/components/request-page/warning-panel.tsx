import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { FREIGHT_GROUP_LABELS, hasWarnings, type RequestWarnings } from '@portal/domain';

function Row({ label, items }: { label: string; items: readonly { label: string }[] }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.25 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2">
        {items.map((i) => i.label).join(', ')}
      </Typography>
    </Box>
  );
}

/**
 * The staff warning panel (spec 000 §5 "Warning lists"): what is missing on the request, on each container line
 * and on each freight line. Book Now waits until it is empty; nothing is shown then.
 */
export function WarningPanel({ warnings }: { warnings: RequestWarnings }) {
  if (!hasWarnings(warnings)) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ bgcolor: 'background.paper' }}
      aria-label="Missing fields"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Missing before booking</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {warnings.request.length > 0 && <Row label="Request" items={warnings.request} />}
        {warnings.containers.map((c) => (
          <Row key={`c${c.line}`} label={`Container line ${c.line}`} items={c.items} />
        ))}
        {warnings.freight.map((f) => (
          <Row
            key={`f${f.group}${f.seqNr}`}
            label={`${FREIGHT_GROUP_LABELS[f.group]} freight: ${f.text}`}
            items={f.items}
          />
        ))}
      </Box>
    </Alert>
  );
}
