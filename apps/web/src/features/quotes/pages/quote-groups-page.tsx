import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import {
  Box,
  Button,
  Card,
  Divider,
  Tab,
  TablePagination,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TQuoteGroupSummary } from '@portal/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RateImportDialog } from '../../../components/rate-import/index.ts';
import { useNotify } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useQuoteGroups, useSetGroupArchived } from '../api.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { QuoteGroupCards } from '../components/quote-group-cards.tsx';
import { QuoteGroupsFilters } from '../components/quote-groups-filters.tsx';
import { QuoteGroupsSkeleton } from '../components/quote-groups-skeleton.tsx';
import { QuoteGroupsTable } from '../components/quote-groups-table.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { GROUP_PAGE_SIZES, useGroupListParams, type GroupTab } from '../hooks/use-group-list-params.ts';
import { useCarriers, useClients } from '../reference-api.ts';

const TITLE = 'Quotes';

/** /quotes/groups: the quote groups, newest first (spec 001 §2.4); staff get tabs, a client and a date filter. */
export function QuoteGroupsPage() {
  usePageTitle(TITLE);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [importing, setImporting] = useState(false);
  const can = useCan();
  const signedIn = can.signedIn;
  const isStaff = can('manage:quote:any');
  const { query, tab, update } = useGroupListParams(isStaff);
  const groups = useQuoteGroups(query, signedIn);
  const carriers = useCarriers();
  const clients = useClients(isStaff);
  const archive = useSetGroupArchived();
  const notify = useNotify();

  const onArchive = (group: TQuoteGroupSummary) =>
    archive.mutate(
      { id: group.id, archived: !group.archived },
      {
        onSuccess: () =>
          notify.success(group.archived ? `Restored group #${group.id}.` : `Archived group #${group.id}.`),
        onError: (error) => notify.error(error.message),
      },
    );

  const filtered = Boolean(query.clientId || query.from || query.to);
  const list = groups.data;
  const rows = list?.data ?? [];
  const listProps = {
    groups: rows,
    carriers: carriers.data,
    isStaff,
    ...(isStaff ? { onArchive, busyId: archive.isPending ? (archive.variables?.id ?? null) : null } : {}),
  };

  let body;
  if (!signedIn) body = null;
  else if (groups.isPending) body = <QuoteGroupsSkeleton />;
  else if (groups.isError && !list)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError
          title="The quotes could not be loaded."
          error={groups.error}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      </Box>
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={RequestQuoteOutlinedIcon}
        title={
          filtered
            ? 'No quotes match these filters.'
            : tab === 'archived'
              ? 'No archived quotes.'
              : 'No quotes yet.'
        }
        text={
          filtered
            ? 'Choose another client or widen the dates.'
            : isStaff
              ? 'Quote groups appear here as soon as customers ask for rates.'
              : 'Ask our carriers for rates on your route: the answers appear here, grouped by request.'
        }
        action={
          !isStaff && !filtered ? (
            <Button
              component={RouterLink}
              to={paths.quotesGet.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Get Quote
            </Button>
          ) : undefined
        }
      />
    );
  else body = phone ? <QuoteGroupCards {...listProps} /> : <QuoteGroupsTable {...listProps} />;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={TITLE}
        subtitle={
          isStaff
            ? 'Every client’s quote requests with the carriers that answered; open one to compare and assign.'
            : 'Your company’s quote requests, newest first. Open one to compare the carriers.'
        }
        actions={
          signedIn && !isStaff ? (
            <Button
              component={RouterLink}
              to={paths.quotesGet.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Get Quote
            </Button>
          ) : isStaff ? (
            // Staff keep the rates the quotes come from; the import lives here, beside what it feeds.
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              Import rates
            </Button>
          ) : undefined
        }
      />
      {isStaff && <RateImportDialog open={importing} onClose={() => setImporting(false)} />}
      {!signedIn ? (
        <SignInPrompt title="Log in to see your quotes" />
      ) : (
        <Card sx={{ overflow: 'hidden' }} data-tour="quote-groups">
          {isStaff && (
            <>
              <Tabs
                value={tab}
                onChange={(_event, next: GroupTab) => update({ tab: next })}
                aria-label="Quote groups"
                sx={{ px: 2 }}
              >
                <Tab label="Active" value="active" />
                <Tab label="Archived" value="archived" />
              </Tabs>
              <Divider />
              <Box sx={{ p: 2 }}>
                <QuoteGroupsFilters
                  clients={clients.data ?? []}
                  clientsLoading={clients.isLoading}
                  clientId={query.clientId}
                  from={query.from}
                  to={query.to}
                  onChange={update}
                />
              </Box>
              <Divider />
            </>
          )}
          <Box
            sx={{
              overflowX: 'auto',
              opacity: groups.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
            aria-busy={groups.isFetching}
          >
            {body}
          </Box>
          {list && list.count > 0 && (
            <>
              <Divider />
              <TablePagination
                component="div"
                count={list.count}
                page={Math.min(query.page, list.totalPages) - 1}
                rowsPerPage={query.perPage}
                rowsPerPageOptions={[...GROUP_PAGE_SIZES]}
                onPageChange={(_event, page) => update({ page: page + 1 })}
                onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
                labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
              />
            </>
          )}
        </Card>
      )}
    </Box>
  );
}
