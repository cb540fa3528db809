import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { SIDE_CHARGE_TEXT, type TCarrierSideCharges } from '@portal/domain';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useSideCharges } from '../api.ts';
import { CarrierList } from '../components/carrier-list.tsx';
import { SideChargesDisplay } from '../components/side-charges-display.tsx';
import { SideChargesEditor } from '../components/side-charges-editor.tsx';

/**
 * /charges and /charges/{id}: staff edit the carriers' side charges (spec 002 §2), customers and visitors read them
 * (001 §2.13), at the same address as the route tables give it to all three.
 */
export function SideChargesPage() {
  usePageTitle(SIDE_CHARGE_TEXT.title);
  const can = useCan();
  const id = useParams().id?.toUpperCase() ?? null;
  const list = useSideCharges();
  const editor = can('manage:side-charges:any');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={SIDE_CHARGE_TEXT.title}
        subtitle={
          editor
            ? "Each carrier's import / crosstrade and export charges, as customers see them."
            : 'Local charges, demurrage and detention of each carrier, on top of the ocean freight.'
        }
      />
      {list.isError ? (
        <LoadError
          title="The side charges could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : editor ? (
        <EditorLayout carriers={list.data} selectedId={id} />
      ) : list.data ? (
        <Box data-tour="charges-panels">
          <SideChargesDisplay carriers={list.data} openId={id} />
        </Box>
      ) : (
        <Loading label="Loading the side charges" />
      )}
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress />
    </Box>
  );
}

function EditorLayout({
  carriers,
  selectedId,
}: {
  carriers: TCarrierSideCharges[] | undefined;
  selectedId: string | null;
}) {
  const carrier = selectedId ? carriers?.find((c) => c.id === selectedId) : undefined;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}
    >
      {carriers ? (
        <CarrierList carriers={carriers} selectedId={selectedId} />
      ) : (
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 240 } }}>
          <Loading label="Loading the carriers" />
        </Paper>
      )}
      <Paper
        variant="outlined"
        data-tour="charges-editor"
        sx={{ flex: 1, minWidth: 0, width: '100%', p: { xs: 1.5, sm: 3 } }}
      >
        {!selectedId ? (
          <Typography color="text.secondary">{SIDE_CHARGE_TEXT.selectCarrier}</Typography>
        ) : carrier ? (
          // Keyed by carrier: another carrier starts a fresh draft.
          <SideChargesEditor key={carrier.id} carrier={carrier} />
        ) : carriers ? (
          <Typography color="text.secondary">
            There is no carrier {selectedId} among the carriers you may edit.
          </Typography>
        ) : (
          <Loading label="Loading the carrier" />
        )}
      </Paper>
    </Box>
  );
}
