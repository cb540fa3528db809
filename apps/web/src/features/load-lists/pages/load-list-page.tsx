import AddIcon from '@mui/icons-material/Add';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, Card, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { loadListDefaultRange, LOAD_LIST_LIMITS, LOAD_LIST_MESSAGES, LOAD_LIST_TEXT } from '@portal/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty } from '../../../components/list-filters/index.ts';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loadListPaths, useLoadList } from '../api.ts';
import { AddLoadListDialog } from '../components/add-load-list-dialog.tsx';
import { ContainerCards, ContainersTable } from '../components/container-rows.tsx';
import { LoadListFilters, type LoadListFilter } from '../components/load-list-filters.tsx';
import { ListSkeleton } from '../components/list-skeleton.tsx';

/** The filter as the address keeps it (carriers, pol, from, to); a missing range is the default ±5 days. */
function useLoadListFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<LoadListFilter>(() => {
    const range = loadListDefaultRange(new Date());
    const carriers = params.get('carriers')?.split(',').filter(Boolean);
    return {
      carriers: carriers?.length ? carriers : undefined,
      pol: params.get('pol') ?? undefined,
      from: params.get('from') ?? range.from,
      to: params.get('to') ?? range.to,
    };
  }, [params]);
  const update = (changes: Partial<LoadListFilter>) => {
    const next = { ...filter, ...changes };
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [name, value] of [
          ['carriers', next.carriers?.join(',')],
          ['pol', next.pol],
          ['from', next.from],
          ['to', next.to],
        ] as const) {
          if (value) out.set(name, value);
          else out.delete(name);
        }
        return out;
      },
      { replace: true },
    );
  };
  const filtered = !!(params.get('carriers') || params.get('pol') || params.get('from') || params.get('to'));
  return { filter, update, filtered, reset: () => setParams(new URLSearchParams(), { replace: true }) };
}

/**
 * /loadList (spec 002 §2 "Load list Overview", staff): the containers on the bookings sailing in the chosen days,
 * "Add load list" with the sample file beside it. Live: a saved load list ('container' event) refetches it.
 */
export function LoadListPage() {
  usePageTitle(LOAD_LIST_TEXT.title);
  const { filter, update, filtered, reset } = useLoadListFilter();
  const list = useLoadList(filter);
  const [adding, setAdding] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const answer = list.data;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading the load list" />;
  else if (list.isError && !answer)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError
          title={LOAD_LIST_MESSAGES.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </Box>
    );
  else if (!answer || answer.data.length === 0)
    body = (
      <ListEmpty
        message={LOAD_LIST_MESSAGES.empty}
        action={filtered ? { label: 'Clear filters', onClick: reset } : undefined}
      />
    );
  else if (phone) body = <ContainerCards rows={answer.data} />;
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <ContainersTable rows={answer.data} />
      </Box>
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={LOAD_LIST_TEXT.title}
        subtitle={LOAD_LIST_TEXT.subtitle}
        actions={
          <Stack direction="row" spacing={1} data-tour="load-list-add">
            <Button variant="text" startIcon={<DownloadOutlinedIcon />} href={loadListPaths.sample} download>
              {LOAD_LIST_TEXT.sample}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {LOAD_LIST_TEXT.add}
            </Button>
          </Stack>
        }
      />
      <Card sx={{ overflow: 'visible' }} data-tour="list-filters">
        <Box sx={{ p: 2 }}>
          <LoadListFilters filter={filter} onChange={update} />
        </Box>
      </Card>
      <Card
        component="section"
        aria-label="Containers on the load list"
        aria-busy={list.isFetching}
        data-tour="list-results"
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {answer && answer.data.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
            {answer.data.length === 1
              ? '1 container'
              : `${answer.data.length.toLocaleString('en-US')} containers`}
          </Typography>
        )}
        {answer?.capped && (
          <Alert severity="info" sx={{ m: 2 }}>
            {`Showing the first ${LOAD_LIST_LIMITS.listRows.toLocaleString('en-US')} containers: narrow the filters to see the rest.`}
          </Alert>
        )}
        {body}
      </Card>
      <AddLoadListDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
