import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { CONFIG_MESSAGES, type ConfigType, type TCarrierOption, type TClient } from '@portal/domain';
import { LoadError } from '../../../components/page/load-error.tsx';
import { VisuallyHidden } from '../../../components/page/visually-hidden.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSaveFeedback } from '../reassign-panel/save-feedback.ts';
import { ConfigAddForm } from './config-add-form.tsx';
import { CONFIG_COLUMNS } from './config-fields.tsx';
import { ConfigRow } from './config-row.tsx';
import { useConfigMutations, useConfigs } from './configs-api.ts';

/** One panel of the tab, "Carrier Settings" or "Customer Settings": the add row, the selection bar and the rows. */
export function SettingsPanel({
  type,
  title,
  carriers,
  clients,
}: {
  type: ConfigType;
  title: string;
  carriers: readonly TCarrierOption[];
  clients: readonly TClient[];
}) {
  const configs = useConfigs(type);
  const { add, save, setSwitch, copy, remove } = useConfigMutations(type);
  const feedback = useSaveFeedback(queryKeys.paymentConfigs(type));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const headingId = `${type.toLowerCase()}-heading`;
  const rows = configs.data ?? [];
  const chosen = rows.filter((c) => selected.has(c.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const done = { onSuccess: () => feedback.saved(), onError: feedback.failed };

  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`}>
        <Stack spacing={2.5}>
          <ConfigAddForm
            type={type}
            carriers={carriers}
            clients={clients}
            adding={add.isPending}
            onAdd={(input) => add.mutateAsync(input, done)}
          />
          {configs.error ? (
            <LoadError
              title={`The ${title.toLowerCase()} could not be loaded.`}
              error={configs.error}
              retrying={configs.isFetching}
              onRetry={() => void configs.refetch()}
            />
          ) : configs.isPending ? (
            <Stack spacing={1} role="status" aria-label={`Loading the ${title.toLowerCase()}`}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            <Alert severity="info" variant="outlined">
              No {title.toLowerCase()} yet. Add one above.
            </Alert>
          ) : (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={chosen.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  Remove selected
                </Button>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {chosen.length > 0 ? `${chosen.length} selected` : ''}
                </Typography>
              </Stack>
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 800 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox">
                        <VisuallyHidden>Selected</VisuallyHidden>
                      </TableCell>
                      {CONFIG_COLUMNS[type].map((c) => (
                        <TableCell key={c}>{c}</TableCell>
                      ))}
                      <TableCell
                        align="right"
                        sx={{ position: 'sticky', right: 0, bgcolor: 'background.paper' }}
                      >
                        Send message<VisuallyHidden>, save or copy</VisuallyHidden>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((config) => (
                      <ConfigRow
                        key={config.id}
                        config={config}
                        carriers={carriers}
                        clients={clients}
                        selected={selected.has(config.id)}
                        saving={save.isPending && save.variables?.id === config.id}
                        onSelect={(on) => toggle(config.id, on)}
                        onSave={(input) => save.mutate({ id: config.id, input }, done)}
                        onCopy={() => copy.mutate(config, done)}
                        onSwitch={(on) =>
                          setSwitch.mutate(
                            { id: config.id, automaticMessage: on, version: config.version },
                            done,
                          )
                        }
                      />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Stack>
      </AccordionDetails>
      <ConfirmDialog
        open={confirming}
        title="Remove settings"
        confirmLabel="Remove"
        message={CONFIG_MESSAGES.removeConfirm}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(chosen, {
            ...done,
            onSettled: () => {
              setConfirming(false);
              setSelected(new Set());
            },
          })
        }
      />
    </Accordion>
  );
}
