import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { orderTerms, TERMS_AND_CONDITIONS, type TCarrierOption } from '@portal/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { ClientOption } from '../api.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { ChosenSailing } from './chosen-sailing.tsx';
import { ClientField } from './client-field.tsx';
import { LoadQuoteDialog } from './load-quote-dialog.tsx';
import { QuoteFields } from './quote-fields.tsx';
import { RouteFields } from './route-fields.tsx';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { TermsField } from './terms-field.tsx';

export interface GeneralStepProps {
  wizard: BookingWizard;
  carriers: readonly TCarrierOption[];
  /** Staff only: the clients to book for. */
  clients: { options: readonly ClientOption[]; loading: boolean } | null;
}

const CARD_PADDING = { p: { xs: 2, sm: 3 } };

/** Step 1, General Information (001 §5): client (staff), ports, carrier, quote, reference and terms. */
export function GeneralStep({ wizard, carriers, clients }: GeneralStepProps) {
  const { draft, update } = wizard;
  const config = usePublicConfig();
  const [loadingQuote, setLoadingQuote] = useState(false);
  const quoteTerms = draft.quote
    ? orderTerms(draft.quote.terms).find((t) => t.label === TERMS_AND_CONDITIONS)
    : null;
  const termsUrl = quoteTerms?.url ?? config?.companySiteUrl ?? null;

  return (
    <Stack spacing={3}>
      {clients && (
        <Card>
          <CardContent sx={CARD_PADDING}>
            <SectionTitle
              icon={BusinessOutlinedIcon}
              title="Client"
              subtitle="You book on behalf of a client: choose the client first."
            />
            <ClientField wizard={wizard} clients={clients.options} loading={clients.loading} />
          </CardContent>
        </Card>
      )}
      <Card data-tour="booking-route">
        <CardContent sx={CARD_PADDING}>
          <SectionTitle
            icon={RouteOutlinedIcon}
            title="Route and carrier"
            subtitle={
              draft.schedule
                ? 'The sailing you chose on the schedule.'
                : 'Where the cargo goes, and with whom.'
            }
          />
          <Stack spacing={2.5}>
            {draft.schedule && (
              <ChosenSailing
                route={draft.schedule}
                carriers={carriers}
                onRemove={() => update({ schedule: null })}
              />
            )}
            <RouteFields wizard={wizard} carriers={carriers} />
          </Stack>
        </CardContent>
      </Card>
      <Card data-tour="booking-quote">
        <CardContent sx={CARD_PADDING}>
          <SectionTitle icon={ReceiptLongOutlinedIcon} title="Quote and reference" />
          <QuoteFields wizard={wizard} onLoadQuote={() => setLoadingQuote(true)} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ px: { xs: 2, sm: 3 }, py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <TermsField wizard={wizard} termsUrl={termsUrl} />
        </CardContent>
      </Card>
      {draft.origin && draft.destination && draft.carrierId && (
        <LoadQuoteDialog
          open={loadingQuote}
          lane={{
            origin: draft.origin,
            destination: draft.destination,
            carrierId: draft.carrierId,
            clientId: clients ? draft.clientId : null,
          }}
          today={wizard.today}
          onPick={(quote) => {
            wizard.applyQuote(quote);
            setLoadingQuote(false);
          }}
          onClose={() => setLoadingQuote(false)}
        />
      )}
    </Stack>
  );
}
