import { List, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useNavigate } from 'react-router';
import type { TCarrierSideCharges } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';
import { CarrierMarker } from './carrier-marker.tsx';

/**
 * The editor's left list (spec 002 §2): each carrier with its colour marker and upper-cased name. Clicking a carrier
 * opens /charges/{id}; clicking the selected one returns to /charges. On a phone the list runs across the top and
 * scrolls sideways, so the tables keep the screen's width.
 */
export function CarrierList({
  carriers,
  selectedId,
}: {
  carriers: readonly TCarrierSideCharges[];
  selectedId: string | null;
}) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      data-tour="charges-carriers"
      sx={{ flexShrink: 0, width: { xs: '100%', md: 240 } }}
    >
      <List
        component="nav"
        aria-label="Carriers"
        dense
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          overflowX: { xs: 'auto', md: 'visible' },
          py: { xs: 0.5, md: 1 },
        }}
      >
        {carriers.map((carrier) => {
          const selected = carrier.id === selectedId;
          return (
            <ListItemButton
              key={carrier.id}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={() =>
                void navigate(selected ? paths.charges.getHref() : paths.carrierCharges.getHref(carrier.id))
              }
              sx={{ gap: 1.5, flex: { xs: '0 0 auto', md: 'initial' } }}
            >
              <CarrierMarker color={carrier.color} />
              <ListItemText
                primary={carrier.name.toUpperCase()}
                slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500, whiteSpace: 'nowrap' } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
