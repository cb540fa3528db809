import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import { Button, Grid, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { MAX_LINE_ENTRIES, type ImoDetails } from '@portal/domain';
import { EMPTY_IMO_ENTRY } from './line.ts';
import { DetailBox } from './detail-box.tsx';

export interface DangerousGoodsFieldsProps {
  idPrefix: string;
  entries: ImoDetails[];
  issues: Record<string, string>;
  onChange: (entries: ImoDetails[]) => void;
}

/** The IMO details of a line with dangerous goods: class, UN number and packing group per substance. */
export function DangerousGoodsFields({ idPrefix, entries, issues, onChange }: DangerousGoodsFieldsProps) {
  const set = (i: number, patch: Partial<ImoDetails>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <DetailBox
      icon={WarningAmberIcon}
      title="Dangerous goods (IMO)"
      action={
        entries.length < MAX_LINE_ENTRIES && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange([...entries, EMPTY_IMO_ENTRY])}
          >
            Add substance
          </Button>
        )
      }
    >
      {entries.map((entry, i) => {
        // An empty field is listed as still needed in the line's header, not marked red before it is typed in.
        const issue = (field: keyof ImoDetails) =>
          entry[field].trim() ? issues[`imoEntries.${i}.${field}`] : undefined;
        return (
          <Grid size={12} key={i}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Grid container spacing={2} sx={{ flex: 1 }}>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField
                    id={`${idPrefix}-imo-${i}-class`}
                    label="IMO class"
                    fullWidth
                    required
                    value={entry.imoClass}
                    onChange={(e) => set(i, { imoClass: e.target.value.slice(0, 10) })}
                    error={Boolean(issue('imoClass'))}
                    helperText={issue('imoClass')}
                    placeholder="e.g. 3"
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField
                    id={`${idPrefix}-imo-${i}-un`}
                    label="UN number"
                    fullWidth
                    required
                    value={entry.unNumber}
                    onChange={(e) => set(i, { unNumber: e.target.value.replace(/\D/g, '').slice(0, 4) })}
                    error={Boolean(issue('unNumber'))}
                    helperText={issue('unNumber')}
                    placeholder="e.g. 1263"
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    id={`${idPrefix}-imo-${i}-pg`}
                    label="Packing group (PG)"
                    fullWidth
                    value={entry.pgNumber}
                    onChange={(e) => set(i, { pgNumber: e.target.value.toUpperCase().slice(0, 5) })}
                    error={Boolean(issue('pgNumber'))}
                    helperText={issue('pgNumber')}
                    placeholder="I, II or III"
                  />
                </Grid>
              </Grid>
              {entries.length > 1 && (
                <Tooltip title="Remove this substance">
                  <IconButton
                    aria-label={`Remove substance ${i + 1}`}
                    onClick={() => onChange(entries.filter((_e, j) => j !== i))}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          </Grid>
        );
      })}
    </DetailBox>
  );
}
