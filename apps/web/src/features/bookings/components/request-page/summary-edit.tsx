import PriceCheckOutlinedIcon from '@mui/icons-material/PriceCheckOutlined';
import { Autocomplete, Box, Button, CardContent, Grid, TextField, Typography } from '@mui/material';
import {
  applyHsgBlRule,
  freightFormLines,
  freightWithPickedQuote,
  hasInternalBl,
  type TBookingRequestDetail,
  type TQuote,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useClients } from '../../api.ts';
import { EditLocalization } from './edit-localization.tsx';
import { FormTextField } from './form-text-field.tsx';
import { PickQuoteDialog } from './pick-quote-dialog.tsx';
import { SailingFields } from './sailing-fields.tsx';
import type { RequestEditor, RequestForm } from './use-request-editor.ts';

interface Party {
  id: string;
  name: string;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        color="text.secondary"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/** The B/L number; for HSG a 16-character one fills the internal B/L and the line references (spec 000 §5). */
function BlNumberField() {
  const { getValues, setValue } = useFormContext<RequestForm>();
  const { field, fieldState } = useController<RequestForm, 'blNumber'>({ name: 'blNumber' });
  return (
    <TextField
      label="B/L number"
      size="small"
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => {
        field.onChange(e.target.value);
        const [carrierId, intBlNumber, lines] = getValues(['carrierId', 'intBlNumber', 'lines']);
        const ruled = applyHsgBlRule(carrierId, { blNumber: e.target.value, intBlNumber, containers: lines });
        if (ruled.intBlNumber !== intBlNumber)
          setValue('intBlNumber', ruled.intBlNumber ?? '', { shouldDirty: true });
        if (ruled.containers !== lines) setValue('lines', ruled.containers, { shouldDirty: true });
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

function PartyField({ name, label }: { name: 'client' | 'statisticClient'; label: string }) {
  const clients = useClients(true);
  const { field, fieldState } = useController<RequestForm, 'client' | 'statisticClient'>({ name });
  const options: Party[] = (clients.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  return (
    <Autocomplete<Party, false, boolean>
      options={options}
      loading={clients.isLoading}
      value={field.value}
      disableClearable={name === 'client'}
      onChange={(_e, next) => field.onChange(next)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

function QuoteField({ detail, editor }: { detail: TBookingRequestDetail; editor: RequestEditor }) {
  const { getValues, setValue } = useFormContext<RequestForm>();
  const [picking, setPicking] = useState(false);
  const staff = editor.may('freightDetails');

  const pick = (quote: TQuote) => {
    const lines = getValues('lines').map((l) => ({
      quantity: l.quantity,
      containerType: {
        label: '',
        ...(l.containerType ?? { id: '', description: '', couldBeOversize: false }),
      },
    }));
    const freight = freightWithPickedQuote(getValues('freightDetails'), quote.details, lines);
    const dirty = { shouldDirty: true, shouldValidate: true };
    setValue('freightDetails', freightFormLines(freight, `q${quote.id}-`), dirty);
    setValue('quoteNumber', String(quote.id), dirty);
    setPicking(false);
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField
          name="quoteNumber"
          label="Quote number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      {staff && (
        <Grid size={{ xs: 12, sm: 6, md: 8 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button variant="outlined" startIcon={<PriceCheckOutlinedIcon />} onClick={() => setPicking(true)}>
            Pick a quote
          </Button>
        </Grid>
      )}
      {picking && <PickQuoteDialog requestId={detail.id} onPick={pick} onClose={() => setPicking(false)} />}
    </>
  );
}

/** The summary's fields in edit mode: staff edit all of them, a customer only the reference, quote and sailing. */
export function SummaryEdit({ detail, editor }: { detail: TBookingRequestDetail; editor: RequestEditor }) {
  const carrierId = useWatch<RequestForm, 'carrierId'>({ name: 'carrierId' });
  const staff = editor.may('agreementNo');
  return (
    <EditLocalization>
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5, display: 'grid', gap: 3 }}>
        <Group title="References">
          {staff && (
            <>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <FormTextField name="agreementNo" label="Agreement No." />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <BlNumberField />
              </Grid>
              {hasInternalBl(carrierId) && (
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <FormTextField name="intBlNumber" label="Internal B/L" />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <FormTextField name="intraRefNumber" label="INTTRA reference" />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField name="customerReference" label={staff ? 'Customer reference' : 'Reference'} />
          </Grid>
          <QuoteField detail={detail} editor={editor} />
        </Group>
        {staff && (
          <Group title="Parties">
            <Grid size={{ xs: 12, sm: 6 }}>
              <PartyField name="client" label="Client" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PartyField name="statisticClient" label="Statistic client" />
            </Grid>
          </Group>
        )}
        <Group title="Sailing">
          <SailingFields detail={detail} editor={editor} />
        </Group>
      </CardContent>
    </EditLocalization>
  );
}
