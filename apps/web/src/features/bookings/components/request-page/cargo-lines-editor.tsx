import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, CardContent, Stack } from '@mui/material';
import { MAX_CARGO_LINES } from '@portal/domain';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CargoLineCard, issuesOf, newWizardLine } from '../../../../components/cargo-lines/index.ts';
import { useCommodityTypes, useContainerTypes, usePickupLocations } from '../../../../lib/reference-data.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { EditLocalization } from './edit-localization.tsx';
import type { EditLine } from './edit-line.ts';
import { todayIso } from './port-clock.ts';
import type { RequestForm } from './use-request-editor.ts';

/**
 * The cargo lines in edit mode: the online booking's line cards with the container line rules, checked by the
 * same request schema (the page form's zRequestForm runs cargoLineIssues on each line).
 */
export function CargoLinesEditor({ originCountry }: { originCountry: string | null }) {
  const { control, setValue, trigger } = useFormContext<RequestForm>();
  const lines = useFieldArray({ control, name: 'lines' });
  const values = useWatch<RequestForm, 'lines'>({ name: 'lines' });
  const { errors } = useFormState<RequestForm>({ name: 'lines' });
  const types = useContainerTypes();
  const commodities = useCommodityTypes();
  const locations = usePickupLocations();
  const loading = types.isLoading || commodities.isLoading || locations.isLoading;
  const today = todayIso();
  const can = useCan();

  const setLine = (index: number, line: EditLine) => {
    setValue(`lines.${index}`, line, { shouldDirty: true });
    void trigger('lines');
  };

  return (
    <EditLocalization>
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
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
                today={today}
                containerTypes={types.data ?? []}
                commodities={commodities.data ?? []}
                pickupLocations={locations.data ?? []}
                originCountry={originCountry}
                loading={loading}
                onChange={(next) => setLine(i, next)}
                onRemove={lines.fields.length > 1 ? () => lines.remove(i) : null}
                tariffs={can('manage:tariff:any')}
              />
            );
          })}
          {lines.fields.length < MAX_CARGO_LINES && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => lines.append(newWizardLine(today))}
              sx={{ alignSelf: 'flex-start', borderStyle: 'dashed' }}
            >
              Add cargo line
            </Button>
          )}
        </Stack>
      </CardContent>
    </EditLocalization>
  );
}
