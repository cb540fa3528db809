import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { Button, Grid, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import {
  MAX_TARIFF_DAYS,
  MAX_TARIFFS_PER_TYPE,
  newTariff,
  TARIFF_FIELDS,
  TARIFF_TYPES,
  type TContainerTariff,
  type TLineTariffs,
} from '@portal/domain';
import { DetailBox } from './detail-box.tsx';

export interface TariffFieldsProps {
  idPrefix: string;
  line: TLineTariffs;
  issues: Record<string, string>;
  onChange: (patch: Partial<TLineTariffs>) => void;
}

/**
 * Staff's DEM/DET, STORAGE and PLUGIN tariffs of a line (spec 000 §3, §9): code, free days (14 when added), text
 * and description, a few per type.
 */
export function TariffFields({ idPrefix, line, issues, onChange }: TariffFieldsProps) {
  return (
    <DetailBox icon={EventAvailableIcon} title="Tariffs">
      {TARIFF_TYPES.map((type) => {
        const field = TARIFF_FIELDS[type];
        const tariffs = line[field];
        const set = (next: TContainerTariff[]) => onChange({ [field]: next });
        const setOne = (i: number, patch: Partial<TContainerTariff>) =>
          set(tariffs.map((t, j) => (j === i ? { ...t, ...patch } : t)));
        return (
          <Grid key={type} size={12}>
            <Stack spacing={1.5}>
              {tariffs.map((tariff, i) => {
                const id = `${idPrefix}-${field}-${i}`;
                const issue = (name: keyof TContainerTariff) => issues[`${field}.${i}.${name}`];
                return (
                  <Grid container spacing={1.5} key={i} role="group" aria-label={`${type} tariff ${i + 1}`}>
                    <Grid size={{ xs: 6, sm: 2 }}>
                      <TextField
                        id={`${id}-days`}
                        label={`${type} days`}
                        fullWidth
                        size="small"
                        value={String(tariff.days)}
                        onChange={(e) =>
                          setOne(i, { days: Number(e.target.value.replace(/\D/g, '').slice(0, 3)) })
                        }
                        error={Boolean(issue('days'))}
                        helperText={issue('days')}
                        slotProps={{
                          htmlInput: { inputMode: 'numeric', max: MAX_TARIFF_DAYS },
                          input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
                        }}
                      />
                    </Grid>
                    <Grid size={{ xs: 6, sm: 2 }}>
                      <TextField
                        id={`${id}-code`}
                        label="Tariff code"
                        fullWidth
                        size="small"
                        value={tariff.id}
                        onChange={(e) => setOne(i, { id: e.target.value })}
                        error={Boolean(issue('id'))}
                        helperText={issue('id')}
                        slotProps={{ htmlInput: { maxLength: 30 } }}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 3 }}>
                      <TextField
                        id={`${id}-text`}
                        label="Text"
                        fullWidth
                        size="small"
                        value={tariff.text}
                        onChange={(e) => setOne(i, { text: e.target.value })}
                        error={Boolean(issue('text'))}
                        helperText={issue('text')}
                        slotProps={{ htmlInput: { maxLength: 100 } }}
                      />
                    </Grid>
                    <Grid size={{ xs: 10, sm: 4 }}>
                      <TextField
                        id={`${id}-description`}
                        label="Description"
                        fullWidth
                        size="small"
                        value={tariff.description}
                        onChange={(e) => setOne(i, { description: e.target.value })}
                        error={Boolean(issue('description'))}
                        helperText={issue('description')}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                      />
                    </Grid>
                    <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', alignItems: 'center' }}>
                      <Tooltip title="Remove this tariff">
                        <IconButton
                          size="small"
                          aria-label={`Remove ${type} tariff ${i + 1}`}
                          onClick={() => set(tariffs.filter((_t, j) => j !== i))}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Grid>
                  </Grid>
                );
              })}
              {tariffs.length < MAX_TARIFFS_PER_TYPE && (
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => set([...tariffs, newTariff()])}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Add {type} tariff
                </Button>
              )}
            </Stack>
          </Grid>
        );
      })}
    </DetailBox>
  );
}
