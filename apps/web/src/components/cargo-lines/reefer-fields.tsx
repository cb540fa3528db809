import AcUnitIcon from '@mui/icons-material/AcUnit';
import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import {
  BELOW_ZERO_HINT,
  parseTemperature,
  sanitizeTemperatureInput,
  VENTILATION_OPTIONS,
  type Ventilation,
} from '@portal/domain';
import { VENTILATION_LABELS } from './ventilation.ts';
import type { WizardLine } from './line.ts';
import { DetailBox } from './detail-box.tsx';

export interface ReeferFieldsProps {
  idPrefix: string;
  line: WizardLine;
  issues: Record<string, string>;
  onChange: (patch: Partial<WizardLine>) => void;
}

/** Reefer settings of 45R1 and 22R1 lines (000 §4): temperature, humidity and ventilation (closed by default). */
export function ReeferFields({ idPrefix, line, issues, onChange }: ReeferFieldsProps) {
  const belowZero = line.temperature !== null && line.temperature < 0;
  return (
    <DetailBox icon={AcUnitIcon} title="Reefer settings">
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          id={`${idPrefix}-temperature`}
          label="Temperature"
          fullWidth
          value={line.temperatureText}
          onChange={(e) => {
            const text = sanitizeTemperatureInput(e.target.value);
            onChange({ temperatureText: text, temperature: parseTemperature(text) });
          }}
          error={Boolean(issues.temperature)}
          helperText={issues.temperature ?? (belowZero ? BELOW_ZERO_HINT : ' ')}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">°C</InputAdornment> },
            formHelperText: {
              sx: belowZero && !issues.temperature ? { color: 'info.main', fontWeight: 600 } : undefined,
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          id={`${idPrefix}-humidity`}
          label="Humidity"
          fullWidth
          value={line.humidity ?? ''}
          onChange={(e) => {
            const text = e.target.value.replace(/[^0-9]/g, '');
            onChange({ humidity: text === '' ? null : Number(text) });
          }}
          error={Boolean(issues.humidity)}
          helperText={issues.humidity ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          id={`${idPrefix}-ventilation`}
          label="Ventilation"
          fullWidth
          value={line.ventilation ?? ''}
          onChange={(e) => onChange({ ventilation: e.target.value as Ventilation })}
          helperText=" "
        >
          {VENTILATION_OPTIONS.map((v) => (
            <MenuItem key={v} value={v}>
              {VENTILATION_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </DetailBox>
  );
}
