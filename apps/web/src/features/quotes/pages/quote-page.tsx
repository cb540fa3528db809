import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { QUOTE_MESSAGES, formatDay, formatValidity } from '@portal/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useQuote } from '../api.ts';
import { CarrierMark } from '../components/carrier-mark.tsx';
import { QuoteLog } from '../components/quote-log.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { PrintLetterhead, PrintSignature, PrintStyles } from '../components/print-sheet.tsx';
import { QuoteActions } from '../components/quote-actions.tsx';
import { QuoteCostLines } from '../components/quote-cost-lines.tsx';
import { QuoteRemarks } from '../components/quote-remarks.tsx';
import { QuoteSkeleton } from '../components/quote-skeleton.tsx';
import { QuoteSummaryCard } from '../components/quote-summary-card.tsx';
import { QuoteTerms } from '../components/quote-terms.tsx';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { useBookNow } from '../hooks/use-book-now.ts';
import { useRefreshLogWith } from '../hooks/use-refresh-log-with.ts';
import { isMissing } from '../missing.ts';

/** /quotes/:id: one carrier's full quote with terms, all charges, the log, printing and booking (spec 001 §2.6). */
export function QuotePage() {
  const id = useParams().id ?? '';
  usePageTitle(`Quote ${id}`);
  const can = useCan();
  const signedIn = can.signedIn;
  const isStaff = can('manage:quote:any');
  const quote = useQuote(id, signedIn);
  const bookNow = useBookNow();
  useRefreshLogWith(quote.dataUpdatedAt, queryKeys.quoteActivity.ofQuote(id));
  const data = quote.data;
  const back = data
    ? { to: paths.quoteGroup.getHref(String(data.groupId)), label: `Quote group #${data.groupId}` }
    : { to: paths.quotesGroups.getHref(), label: 'All quotes' };

  if (!signedIn)
    return (
      <Stack spacing={3}>
        <PageHeader title={`Quote #${id}`} back={back} />
        <SignInPrompt title="Log in to see this quote" />
      </Stack>
    );

  if (isMissing(quote.error))
    return (
      <Stack spacing={3}>
        <PageHeader title="Quote not found" back={back} />
        <Card>
          <EmptyState
            icon={SearchOffIcon}
            title="Quote not found"
            text={QUOTE_MESSAGES.notFound}
            action={
              <Button component={RouterLink} to={paths.quotesGroups.getHref()} variant="contained">
                Go to quotes
              </Button>
            }
          />
        </Card>
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <PrintStyles />
      <PrintLetterhead />
      <PageHeader
        back={back}
        eyebrow={data && <CarrierMark name={data.carrier.name} color={data.carrier.color} size="large" />}
        title={`Quote #${id}`}
        subtitle={
          data && (
            <>
              {data.origin.name} ({data.origin.id}) → {data.destination.name} ({data.destination.id}) · issued{' '}
              {formatDay(data.dateIssued)} · valid {formatValidity(data.validFrom, data.validTo)}
            </>
          )
        }
        actions={data && <QuoteActions quote={data} onBookNow={bookNow} />}
      />
      {data ? (
        <>
          <Card component="section" aria-label="Terms">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <SectionTitle icon={GavelOutlinedIcon} title="Terms" />
              <QuoteTerms terms={data.terms} />
            </CardContent>
          </Card>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={3}>
                <Card component="section" aria-label="Charges" data-tour="quote-charges">
                  <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                    <SectionTitle
                      icon={ReceiptLongOutlinedIcon}
                      title="Charges"
                      subtitle="Per container type, as quoted by the carrier."
                    />
                    <QuoteCostLines quote={data} />
                  </CardContent>
                </Card>
                {data.remarks.length > 0 && (
                  <Card component="section" aria-label="Remarks">
                    <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                      <SectionTitle icon={DescriptionOutlinedIcon} title="Remarks" />
                      <QuoteRemarks remarks={data.remarks} />
                    </CardContent>
                  </Card>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <QuoteSummaryCard quote={data} isStaff={isStaff} />
            </Grid>
          </Grid>
          <PrintSignature />
          <Card component="section" aria-label="Activity" data-print="hide">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <SectionTitle
                icon={HistoryIcon}
                title="Activity"
                subtitle="Comments and changes on this quote."
              />
              <QuoteLog target={{ kind: 'quote', id }} isStaff={isStaff} />
            </CardContent>
          </Card>
        </>
      ) : quote.isError ? (
        <LoadError
          title="The quote could not be loaded."
          error={quote.error}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      ) : (
        <QuoteSkeleton />
      )}
      <Typography variant="caption" color="text.secondary" data-print="only" sx={{ display: 'none' }}>
        Printed {formatDay(new Date().toISOString())}
      </Typography>
    </Stack>
  );
}
