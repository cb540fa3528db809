import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Button, Grid, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import { MAX_LINE_ENTRIES, type OogDetails } from '@portal/domain';
import { EMPTY_OOG_ENTRY } from './line.ts';
import { DetailBox } from './detail-box.tsx';

const FIELDS = [
  { name: 'length', label: 'Length', unit: 'cm' },
  { name: 'width', label: 'Width', unit: 'cm' },
  { name: 'height', label: 'Height', unit: 'cm' },
  { name: 'weight', label: 'Weight', unit: 'kg' },
] as const;

export interface OutOfGaugeFieldsProps {
  idPrefix: string;
  entries: OogDetails[];
  issues: Record<string, string>;
  onChange: (entries: OogDetails[]) => void;
}

/** Out-of-gauge measures (dimensions in cm, weight in kg), for types that could be oversize. */
export function OutOfGaugeFields({ idPrefix, entries, issues, onChange }: OutOfGaugeFieldsProps) {
  const set = (i: number, patch: Partial<OogDetails>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <DetailBox
      icon={OpenInFullIcon}
      title="Out of gauge (OOG)"
      action={
        entries.length < MAX_LINE_ENTRIES && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange([...entries, EMPTY_OOG_ENTRY])}
          >
            Add piece
          </Button>
        )
      }
    >
      {entries.map((entry, i) => (
        <Grid size={12} key={i}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Grid container spacing={2} sx={{ flex: 1 }}>
              {FIELDS.map(({ name, label, unit }) => {
                const issue = issues[`oogEntries.${i}.${name}`];
                return (
                  <Grid key={name} size={{ xs: 6, sm: 3 }}>
                    <TextField
                      id={`${idPrefix}-oog-${i}-${name}`}
                      label={label}
                      fullWidth
                      value={entry[name]}
                      onChange={(e) => set(i, { [name]: e.target.value.replace(/[^0-9.]/g, '') })}
                      error={Boolean(issue)}
                      helperText={issue}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal' },
                        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
                      }}
                    />
                  </Grid>
                );
              })}
            </Grid>
            {entries.length > 1 && (
              <Tooltip title="Remove this piece">
                <IconButton
                  aria-label={`Remove piece ${i + 1}`}
                  onClick={() => onChange(entries.filter((_e, j) => j !== i))}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Grid>
      ))}
    </DetailBox>
  );
}
