import AddIcon from '@mui/icons-material/Add';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useFieldArray, useWatch } from 'react-hook-form';
import { bookingFlags, formatCount, MAX_CARGO_LINES } from '@portal/domain';
import { useCommodityTypes, useContainerTypes, usePickupLocations } from '../api.ts';
import { teuOfLines } from '../format.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { useCargoLinesForm } from '../hooks/use-cargo-lines-form.ts';
import { CargoLineCard, issuesOf, newWizardLine } from '../../../components/cargo-lines/index.ts';
import { SectionTitle } from '../../../components/page/section-title.tsx';

export interface CargoStepProps {
  wizard: BookingWizard;
  /** Country of the origin port: its depots are offered first. */
  originCountry: string | null;
}

/** Step 2, Cargo Details: one card per cargo line of the lines form, lines added and removed freely. */
export function CargoStep({ wizard, originCountry }: CargoStepProps) {
  const { draft } = wizard;
  const { form, setLine } = useCargoLinesForm(draft.lines, wizard.setLines);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = useWatch({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
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
          {lines.fields.map((field, i) => {
            const line = values[i];
            if (!line) return null;
            return (
              <CargoLineCard
                key={field.id}
                index={i}
                line={line}
                issues={issuesOf(errors.lines?.[i])}
                today={wizard.today}
                containerTypes={types.data ?? []}
                commodities={commodities.data ?? []}
                pickupLocations={locations.data ?? []}
                originCountry={originCountry}
                loading={loading}
                onChange={(next) => setLine(i, next)}
                onRemove={lines.fields.length > 1 ? () => lines.remove(i) : null}
              />
            );
          })}
          {lines.fields.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              Add a cargo line for each container type you want to ship.
            </Typography>
          )}
          {lines.fields.length < MAX_CARGO_LINES && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => lines.append(newWizardLine(wizard.today))}
              sx={{ alignSelf: 'flex-start', borderStyle: 'dashed' }}
            >
              Add cargo line
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
