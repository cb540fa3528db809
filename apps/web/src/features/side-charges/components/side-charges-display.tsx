import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { hasSideCharges, SIDE_CHARGE_TABS, type TCarrierSideCharges } from '@portal/domain';
import { CarrierMarker } from './carrier-marker.tsx';
import { ChargeTableView } from './charge-table-view.tsx';

/**
 * /charges for customers and visitors (001 §2.13): one expandable panel per carrier that has side charges, each with
 * its Import/Crosstrade and Export tables. `openId` (from /charges/{id}) opens that carrier's panel.
 */
export function SideChargesDisplay({
  carriers,
  openId,
}: {
  carriers: readonly TCarrierSideCharges[];
  openId: string | null;
}) {
  const shown = carriers.filter((c) => hasSideCharges(c.sideCharges));
  if (shown.length === 0)
    return <Typography color="text.secondary">No carrier has published side charges yet.</Typography>;
  return (
    <div>
      {shown.map((carrier) => (
        <Accordion key={carrier.id} defaultExpanded={carrier.id === openId} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`side-charges-${carrier.id}`}
            aria-controls={`side-charges-${carrier.id}-content`}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CarrierMarker color={carrier.color} />
              <Typography sx={{ fontWeight: 600 }}>{carrier.name.toUpperCase()}</Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`side-charges-${carrier.id}-content`}>
            <Stack spacing={3}>
              {SIDE_CHARGE_TABS.map(({ key, label }) => (
                <Stack key={key} spacing={1.5} component="section" aria-label={`${label} of ${carrier.name}`}>
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                    {label}
                  </Typography>
                  {carrier.sideCharges[key].length === 0 ? (
                    <Typography color="text.secondary">None.</Typography>
                  ) : (
                    carrier.sideCharges[key].map((table, i) => (
                      <ChargeTableView
                        key={i}
                        table={table}
                        name={`${label} of ${carrier.name}, table ${i + 1}`}
                      />
                    ))
                  )}
                </Stack>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
