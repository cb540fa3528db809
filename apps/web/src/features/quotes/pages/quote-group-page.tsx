import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useNotify } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useQuoteGroup, useSetGroupArchived } from '../api.ts';
import { QuoteLog } from '../components/quote-log.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { GroupOverview } from '../components/group-overview.tsx';
import { GroupSkeleton } from '../components/group-skeleton.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { QuotePanel } from '../components/quote-panel.tsx';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { useBookNow } from '../hooks/use-book-now.ts';
import { useRefreshLogWith } from '../hooks/use-refresh-log-with.ts';
import { isMissing } from '../missing.ts';

/** /quotes/groups/:id: one request's quotes side by side (spec 001 §2.5); staff assign and set outcomes. */
export function QuoteGroupPage() {
  const id = useParams().id ?? '';
  usePageTitle(`Quote group ${id}`);
  const can = useCan();
  const signedIn = can.signedIn;
  const isStaff = can('manage:quote:any');
  const group = useQuoteGroup(id, signedIn);
  const archive = useSetGroupArchived();
  const bookNow = useBookNow();
  const notify = useNotify();
  // The first panel opens; the others wait for a click.
  const [open, setOpen] = useState<Set<number> | null>(null);
  useRefreshLogWith(group.dataUpdatedAt, queryKeys.quoteActivity.ofGroup(id));

  const back = {
    to: `${paths.quotesGroups.getHref()}${group.data?.archived && isStaff ? '?tab=archived' : ''}`,
    label: 'All quotes',
  };
  if (!signedIn)
    return (
      <Stack spacing={3}>
        <PageHeader title={`Quote group #${id}`} back={back} />
        <SignInPrompt title="Log in to see this quote group" />
      </Stack>
    );
  // Unknown, malformed or another company's group (the server answers 404 for all of them).
  if (isMissing(group.error)) return <Navigate to={paths.notFound.getHref()} replace />;

  const data = group.data;
  const openIds = open ?? new Set(data?.quotes[0] ? [data.quotes[0].id] : []);
  const toggle = (quoteId: number) => {
    const next = new Set(openIds);
    if (next.has(quoteId)) next.delete(quoteId);
    else next.add(quoteId);
    setOpen(next);
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={
          <>
            Quote group #{id}
            {data?.archived && (
              <Chip label="Archived" size="small" sx={{ ml: 1.5, verticalAlign: 'middle' }} />
            )}
          </>
        }
        subtitle={
          data
            ? `${data.quotes.length === 1 ? '1 carrier' : `${data.quotes.length} carriers`} quoted ${data.origin.name} → ${data.destination.name}.`
            : undefined
        }
        actions={
          isStaff && data ? (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={data.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(
                  { id: data.id, archived: !data.archived },
                  { onError: (error) => notify.error(error.message) },
                )
              }
            >
              {data.archived ? 'Restore' : 'Archive'}
            </Button>
          ) : undefined
        }
      />
      {data ? (
        <>
          <GroupOverview group={data} isStaff={isStaff} />
          <Stack spacing={1.5} component="section" aria-label="Carrier quotes" data-tour="group-quotes">
            <Typography variant="h6" component="h2">
              Carrier quotes
            </Typography>
            {data.quotes.length === 0 ? (
              <Card>
                <EmptyState
                  icon={RequestQuoteOutlinedIcon}
                  title="No carrier quotes to show."
                  text="None of the quotes of this group is for a carrier you may book with."
                />
              </Card>
            ) : (
              data.quotes.map((quote) => (
                <QuotePanel
                  key={quote.id}
                  quote={quote}
                  expanded={openIds.has(quote.id)}
                  onToggle={() => toggle(quote.id)}
                  isStaff={isStaff}
                  onBookNow={bookNow}
                />
              ))
            )}
          </Stack>
          <Card component="section" aria-label="Comments" data-tour="group-comments">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <SectionTitle
                icon={ForumOutlinedIcon}
                title="Comments"
                subtitle={
                  isStaff
                    ? 'Visible to the client unless marked internal.'
                    : 'Ask us anything about these quotes.'
                }
              />
              <QuoteLog target={{ kind: 'group', id }} isStaff={isStaff} />
            </CardContent>
          </Card>
        </>
      ) : group.isError ? (
        <LoadError
          title="The quote group could not be loaded."
          error={group.error}
          onRetry={() => void group.refetch()}
          retrying={group.isFetching}
        />
      ) : (
        <GroupSkeleton />
      )}
    </Stack>
  );
}
