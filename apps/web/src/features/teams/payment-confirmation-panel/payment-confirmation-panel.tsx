import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { useCarriers, useClients } from '../../../lib/reference-data.ts';
import { SettingsPanel } from './settings-panel.tsx';

/**
 * Team Management's "Payment confirmation" tab (spec 002 §2, §4, §5, §8): whom a booking's payment-confirmation
 * e-mail goes to, per carrier and port of discharge and per carrier and client. The e-mail reads them when sent.
 */
export default function PaymentConfirmationPanel() {
  const carriers = useCarriers();
  const clients = useClients(true);
  const failed = carriers.error ?? clients.error;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Who receives the payment-confirmation e-mail of a booking: by carrier and port of discharge, and
            by carrier and client. Newest settings first.
          </Typography>
        </Box>
        <AuditHistoryButton
          entity="payment-confirmation-config"
          title="History of the payment-confirmation settings"
        />
      </Stack>
      {failed ? (
        <LoadError
          title="The carriers and clients could not be loaded."
          error={failed}
          retrying={carriers.isFetching || clients.isFetching}
          onRetry={() => {
            void carriers.refetch();
            void clients.refetch();
          }}
        />
      ) : !carriers.data || !clients.data ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label="Loading the settings" />
      ) : (
        <>
          <SettingsPanel
            type="CARRIER_SETTINGS"
            title="Carrier Settings"
            carriers={carriers.data}
            clients={clients.data}
          />
          <SettingsPanel
            type="CUSTOMER_SETTINGS"
            title="Customer Settings"
            carriers={carriers.data}
            clients={clients.data}
          />
        </>
      )}
    </Stack>
  );
}
