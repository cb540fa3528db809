import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Tooltip,
} from '@mui/material';
import { VGM_SUBMITTER_LABELS, VGM_SUBMITTERS, vgmOptionRefusal, type VgmSubmitter } from '@portal/domain';
import { useController } from 'react-hook-form';
import type { RequestForm } from './use-request-editor.ts';

/** VGM submitted by: the admin option waits for an assigned agent (spec 000 §5), its reason as the tooltip. */
export function VgmField({ hasAgent }: { hasAgent: boolean }) {
  const { field, fieldState } = useController<RequestForm, 'vgmSubmittedBy'>({ name: 'vgmSubmittedBy' });
  const adminRefusal = vgmOptionRefusal('ADMIN', hasAgent);
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id="vgm-label" sx={{ fontSize: '0.75rem', fontWeight: 600 }}>
        VGM submitted by
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="vgm-label"
        value={field.value}
        onChange={(_e, value) => field.onChange(value as VgmSubmitter)}
      >
        {VGM_SUBMITTERS.map((option) => {
          const refusal = vgmOptionRefusal(option, hasAgent);
          const control = (
            <FormControlLabel
              value={option}
              disabled={refusal !== null}
              control={<Radio size="small" />}
              label={VGM_SUBMITTER_LABELS[option]}
            />
          );
          return refusal ? (
            <Tooltip key={option} title={refusal}>
              <span>{control}</span>
            </Tooltip>
          ) : (
            <span key={option}>{control}</span>
          );
        })}
      </RadioGroup>
      <FormHelperText>{fieldState.error?.message ?? adminRefusal ?? ' '}</FormHelperText>
    </FormControl>
  );
}
