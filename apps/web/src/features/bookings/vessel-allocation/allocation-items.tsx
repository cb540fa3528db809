import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import {
  ALLOCATION_TEXT,
  formatCount,
  formatTons,
  type TAllocationItem,
  type TBookingSpace,
} from '@portal/domain';
import { useState } from 'react';
import { paths } from '../../../lib/paths.ts';
import { useAllocationItems } from './api.ts';

const GROUPS = [
  ['confirmed', ALLOCATION_TEXT.confirmed],
  ['requested', ALLOCATION_TEXT.requested],
  ['inProgress', ALLOCATION_TEXT.inProgress],
] as const;

/** The "Allocation" section (001 §2.14): confirmed, requested and in progress, each opening in a new tab. */
export function AllocationItems({ space }: { space: TBookingSpace }) {
  const [expanded, setExpanded] = useState(false);
  const items = useAllocationItems(space.voyageId, space.polId, expanded);
  const totals = {
    confirmed: space.teuBooked,
    requested: space.requested.teu,
    inProgress: space.inProgress.teu,
  };
  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mr: 1 }}>
          {ALLOCATION_TEXT.allocation}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {GROUPS.map(([key, label]) => `${label} ${formatCount(totals[key])} TEU`).join(' · ')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {items.isPending && <CircularProgress size={20} aria-label="Loading bookings and requests" />}
        {items.isError && <Alert severity="error">{items.error.message}</Alert>}
        {items.data &&
          GROUPS.map(([key, label]) => (
            <Group key={key} label={label} items={items.data.filter((i) => i.status === key)} />
          ))}
      </AccordionDetails>
    </Accordion>
  );
}

function Group({ label, items }: { label: string; items: TAllocationItem[] }) {
  return (
    <>
      <Typography variant="overline" component="h4" color="text.secondary">
        {label} ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.disabled" sx={{ mb: 1 }}>
          None
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    href={
                      item.kind === 'request'
                        ? paths.bookingRequest.getHref(item.id)
                        : paths.booking.getHref(item.id)
                    }
                    target="_blank"
                    rel="noopener"
                    underline="hover"
                    sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {item.id}
                    <OpenInNewIcon sx={{ fontSize: 14 }} aria-label="(opens in a new tab)" />
                  </Link>
                }
                secondary={`${item.clientName} · ${item.quantity} ${item.quantity === 1 ? 'container' : 'containers'} · ${formatCount(item.teu)} TEU · ${formatTons(item.weight)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
