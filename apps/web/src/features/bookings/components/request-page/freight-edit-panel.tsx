import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import { Box, Button, Stack } from '@mui/material';
import {
  freightTabLines,
  freightTotals,
  orderedTotals,
  type FreightGroup,
  type LeadingCurrency,
} from '@portal/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FreightTotals } from '../freight-lines.tsx';
import { FreightEditor } from './freight-editor.tsx';
import { LeadingCurrencyDialog } from './leading-currency-dialog.tsx';
import type { RequestForm } from './use-request-editor.ts';

/** The edit mode's totals of the tab and the leading currency, whose change is confirmed in its dialog. */
function EditTotals({ tab }: { tab: FreightGroup }) {
  const { setValue } = useFormContext<RequestForm>();
  const [all, leading] = useWatch<RequestForm, ['freightDetails', 'leadingCurrency']>({
    name: ['freightDetails', 'leadingCurrency'],
  });
  const [asking, setAsking] = useState(false);
  const confirm = (currency: LeadingCurrency) => {
    setValue('leadingCurrency', currency, { shouldDirty: true });
    setAsking(false);
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', px: { xs: 0.5, sm: 0.5 } }}
    >
      <Button
        size="small"
        startIcon={<CurrencyExchangeOutlinedIcon />}
        onClick={() => setAsking(true)}
        sx={{ m: 1.5, alignSelf: 'flex-start' }}
      >
        Leading currency: {leading}
      </Button>
      <Box sx={{ minWidth: 220 }}>
        <FreightTotals totals={orderedTotals(freightTotals(freightTabLines(all, tab)), leading)} />
      </Box>
      {asking && (
        <LeadingCurrencyDialog current={leading} onConfirm={confirm} onClose={() => setAsking(false)} />
      )}
    </Stack>
  );
}

/** A freight tab in edit mode: its rows, then its totals and the leading currency. */
export function FreightEditPanel({ tab }: { tab: FreightGroup }) {
  return (
    <>
      <FreightEditor tab={tab} />
      <EditTotals tab={tab} />
    </>
  );
}
