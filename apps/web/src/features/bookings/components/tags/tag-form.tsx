import CheckIcon from '@mui/icons-material/Check';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormHelperText, Stack, TextField, Tooltip } from '@mui/material';
import { ZTagInput } from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** The name and colour of a tag: the domain's input schema without the category, which the dialog fixes. */
const ZTagForm = ZTagInput.pick({ text: true, color: true });
export type TagFormValues = z.output<typeof ZTagForm>;

/** Colours offered at a click; any other comes from the colour picker beside them. */
const PRESETS = [
  '#d32f2f',
  '#f57c00',
  '#fbc02d',
  '#388e3c',
  '#00897b',
  '#0288d1',
  '#303f9f',
  '#7b1fa2',
  '#c2185b',
  '#616161',
];

interface Props {
  initial?: { text: string; color: string };
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: TagFormValues) => void;
  onCancel: () => void;
}

/** One tag being added or edited: saved only with a non-blank name and a colour (spec 002 §2). */
export function TagForm({ initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useForm<z.input<typeof ZTagForm>, unknown, TagFormValues>({
    resolver: zodResolver(ZTagForm),
    defaultValues: { text: initial?.text ?? '', color: initial?.color ?? '' },
  });
  const colorError = form.formState.errors.color?.message;

  return (
    <Box
      component="form"
      noValidate
      aria-label={initial ? `Edit tag ${initial.text}` : 'New tag'}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack spacing={1.5}>
        <TextField
          {...form.register('text')}
          label="Name"
          size="small"
          autoFocus
          fullWidth
          error={!!form.formState.errors.text}
          helperText={form.formState.errors.text?.message}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <Box role="radiogroup" aria-label="Colour">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                {PRESETS.map((color) => {
                  const chosen = field.value.toLowerCase() === color;
                  return (
                    <Box
                      key={color}
                      component="button"
                      type="button"
                      role="radio"
                      aria-checked={chosen}
                      aria-label={color}
                      onClick={() => field.onChange(color)}
                      sx={{
                        width: 26,
                        height: 26,
                        borderRadius: '50%',
                        border: 2,
                        borderColor: chosen ? 'text.primary' : 'transparent',
                        bgcolor: color,
                        color: '#fff',
                        cursor: 'pointer',
                        display: 'grid',
                        placeItems: 'center',
                        p: 0,
                      }}
                    >
                      {chosen && <CheckIcon sx={{ fontSize: 16 }} />}
                    </Box>
                  );
                })}
                <Tooltip title="Another colour">
                  <Box
                    component="input"
                    type="color"
                    aria-label="Another colour"
                    value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
                    onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
                    sx={{ width: 34, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                </Tooltip>
              </Box>
              {colorError && <FormHelperText error>{colorError}</FormHelperText>}
            </Box>
          )}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" color="inherit" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button size="small" variant="contained" type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
