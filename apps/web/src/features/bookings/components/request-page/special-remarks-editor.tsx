import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { TSpecialRemarkTemplate } from '@portal/domain';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useSpecialRemarkTemplates } from '../../api.ts';
import type { RequestForm } from './use-request-editor.ts';

/**
 * Special remarks in edit mode (staff): taken from the templates (GET /api/special-remark-templates) or typed,
 * each still editable; they travel to the booking as SPECIAL REMARKS.
 */
export function SpecialRemarksEditor() {
  const { control, register, formState } = useFormContext<RequestForm>();
  const remarks = useFieldArray({ control, name: 'specialRemarks' });
  const templates = useSpecialRemarkTemplates(true);
  const [template, setTemplate] = useState<TSpecialRemarkTemplate | null>(null);
  const errors = formState.errors.specialRemarks;

  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }} component="h3">
        Special remarks
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {remarks.fields.map((field, i) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              {...register(`specialRemarks.${i}.text`)}
              label={`Remark ${i + 1}`}
              size="small"
              fullWidth
              multiline
              minRows={1}
              error={Boolean(errors?.[i]?.text)}
              helperText={errors?.[i]?.text?.message}
            />
            <Tooltip title="Remove remark">
              <IconButton
                aria-label={`Remove remark ${i + 1}`}
                onClick={() => remarks.remove(i)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
        {errors?.message && (
          <Typography variant="caption" color="error">
            {errors.message}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete<TSpecialRemarkTemplate>
            size="small"
            options={templates.data ?? []}
            loading={templates.isLoading}
            value={template}
            onChange={(_e, next) => {
              setTemplate(null);
              if (next) remarks.append({ id: next.id, text: next.text });
            }}
            getOptionLabel={(t) => t.text}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={templates.isError ? 'The templates could not be loaded.' : 'No templates'}
            renderInput={(params) => <TextField {...params} label="Add from template" />}
            sx={{ flex: 1 }}
          />
          <Button startIcon={<AddIcon />} onClick={() => remarks.append({ id: '', text: '' })}>
            Own remark
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
