import AddIcon from '@mui/icons-material/Add';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { bookingFlags, formatCount } from '@portal/domain';
import { useCommodityTypes, useContainerTypes, usePickupLocations } from '../api.ts';
import { teuOfLines } from '../format.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { CargoLineCard } from './cargo-line-card.tsx';
import { SectionTitle } from '../../../components/page/section-title.tsx';

export interface CargoStepProps {
  wizard: BookingWizard;
  /** Country of the origin port: its depots are offered first. */
  originCountry: string | null;
}

/** Step 2, Cargo Details: one card per cargo line, lines added and removed freely. */
export function CargoStep({ wizard, originCountry }: CargoStepProps) {
  const { draft } = wizard;
  const types = useContainerTypes();
  const commodities = useCommodityTypes();
  const locations = usePickupLocations();
  const loading = types.isLoading || commodities.isLoading || locations.isLoading;
  const units = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
  const teu = teuOfLines(draft.lines);
  const flags = bookingFlags(draft.lines);

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle
          icon={ViewInArOutlinedIcon}
          title="Cargo"
          subtitle={
            draft.lines.length > 0
              ? `${formatCount(units)} container${units === 1 ? '' : 's'}${teu ? ` · ${formatCount(teu)} TEU` : ''}${
                  flags.imo ? ' · dangerous goods' : ''
                }${flags.soc ? ' · shipper owned' : ''}`
              : undefined
          }
        />
        <Stack spacing={2}>
          {(types.isError || commodities.isError || locations.isError) && (
            <Alert severity="warning" variant="outlined">
              The container types, commodities or depots could not be loaded. Please reload the page.
            </Alert>
          )}
          {draft.lines.map((line, i) => (
            <CargoLineCard
              key={line.key}
              index={i}
              line={line}
              today={wizard.today}
              containerTypes={types.data ?? []}
              commodities={commodities.data ?? []}
              pickupLocations={locations.data ?? []}
              originCountry={originCountry}
              loading={loading}
              onChange={(next) => wizard.setLine(i, next)}
              onRemove={draft.lines.length > 1 ? () => wizard.removeLine(i) : null}
            />
          ))}
          {draft.lines.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              Add a cargo line for each container type you want to ship.
            </Typography>
          )}
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={wizard.addLine}
            sx={{ alignSelf: 'flex-start', borderStyle: 'dashed' }}
          >
            Add cargo line
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
