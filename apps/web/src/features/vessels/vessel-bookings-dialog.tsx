import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDay, type TVesselVoyage } from '@portal/domain';
import { LoadError } from '../../components/page/load-error.tsx';
import { VisuallyHidden } from '../../components/page/visually-hidden.tsx';
import { paths } from '../../lib/paths.ts';
import { useVesselVoyageBookings } from './api.ts';
import { VESSEL_TEXT } from './texts.ts';

/** The bookings of a vessel with voyage (spec 002 §2): each opens in a new tab at /bookings/{bookingId}. */
export function VesselBookingsDialog({ item, onClose }: { item: TVesselVoyage | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const answer = useVesselVoyageBookings(item?.id ?? null);
  const titleId = 'vessel-bookings-title';

  let body;
  if (answer.isPending)
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={VESSEL_TEXT.dialogLoading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  else if (answer.isError)
    body = (
      <LoadError
        title={VESSEL_TEXT.dialogFailed}
        error={answer.error}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  else if (answer.data.bookings.length === 0) body = <Typography>{VESSEL_TEXT.noBookings}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {answer.data.bookings.map((b) => (
          <ListItem key={b.id} divider disableGutters>
            <ListItemText
              primary={
                <Link
                  href={paths.booking.getHref(b.id)}
                  target="_blank"
                  rel="noopener"
                  sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {b.id}
                  <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
                  <VisuallyHidden>{VESSEL_TEXT.opensInNewTab}</VisuallyHidden>
                </Link>
              }
              secondary={[
                b.clientName,
                b.customerReference,
                `${b.pol?.name ?? '–'} → ${b.pod?.name ?? '–'}`,
                b.etd ? `${VESSEL_TEXT.ets} ${formatDay(b.etd)}` : null,
                VESSEL_TEXT.teu(b.teu),
                b.statusText,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {item ? `${item.vessel} ${item.voyage}` : ''}
        {item && (
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
            {item.carrierId} · {item.category} · {VESSEL_TEXT.ets} {formatDay(item.ets)}
            {item.pod ? ` · ${VESSEL_TEXT.pod} ${item.pod.name}` : ''}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{VESSEL_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
