import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import {
  newSideChargeTable,
  SAVE_MESSAGES,
  SIDE_CHARGE_TABS,
  sideChargesDiffer,
  SNACKBAR,
  type SideChargeTab,
  type TCarrierSideCharges,
  type TSideCharges,
} from '@portal/domain';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useSaveSideCharges } from '../api.ts';
import { CarrierMarker } from './carrier-marker.tsx';
import { ChargeTableEditor } from './charge-table-editor.tsx';

interface Draft {
  /** The carrier as stored when the editing started: its charges decide Save, its version goes with the save. */
  base: TCarrierSideCharges;
  charges: TSideCharges;
  /** After a conflict: take the next stored version as it comes, dropping this draft (CONFLICT_MESSAGE says so). */
  takeNext: boolean;
}

const draftOf = (carrier: TCarrierSideCharges): Draft => ({
  base: carrier,
  charges: carrier.sideCharges,
  takeNext: false,
});

/**
 * The side-charge editor of one carrier (spec 002 §2): the "Import / Crosstrade" and "Export" tabs, each a list of
 * editable tables; Save only when the charges differ from the stored ones. A save by someone else shows at once
 * while nothing is edited here; with edits here, the save answers the conflict and the screen then shows theirs.
 */
export function SideChargesEditor({ carrier }: { carrier: TCarrierSideCharges }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(carrier));
  const [tab, setTab] = useState<SideChargeTab>('importCharges');
  const save = useSaveSideCharges(carrier.id);
  const notify = useNotify();

  const edited = sideChargesDiffer(draft.charges, draft.base.sideCharges);
  if (carrier.version !== draft.base.version && (!edited || draft.takeNext)) setDraft(draftOf(carrier));

  const tables = draft.charges[tab];
  const tabLabel = SIDE_CHARGE_TABS.find((t) => t.key === tab)!.label;
  const setTables = (next: TSideCharges[SideChargeTab]) =>
    setDraft((d) => ({ ...d, charges: { ...d.charges, [tab]: next } }));

  const onSave = () =>
    save.mutate(
      { sideCharges: draft.charges, version: draft.base.version },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notify.success(SAVE_MESSAGES.saved, SNACKBAR.saveSuccessMs);
        },
        onError: (error) => {
          notify.error(`${error.message}!`, SNACKBAR.errorMs);
          if (error instanceof ApiRequestError && error.status === 409)
            setDraft((d) => ({ ...d, takeNext: true }));
        },
      },
    );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1.5 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CarrierMarker color={carrier.color} />
          <Typography variant="h6" component="h2">
            {carrier.name.toUpperCase()}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <AuditHistoryButton
            entity="side-charges"
            entityId={carrier.id}
            title={`History of the side charges of ${carrier.name.toUpperCase()}`}
          />
          {edited && (
            <>
              <Button color="inherit" variant="outlined" onClick={() => setDraft(draftOf(carrier))}>
                Discard changes
              </Button>
              <Button variant="contained" onClick={onSave} loading={save.isPending}>
                Save
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: SideChargeTab) => setTab(value)}
        aria-label={`Side charges of ${carrier.name.toUpperCase()}`}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {SIDE_CHARGE_TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`side-charges-tab-${t.key}`}
            aria-controls="side-charges-tab-panel"
          />
        ))}
      </Tabs>
      <Stack
        spacing={2}
        id="side-charges-tab-panel"
        role="tabpanel"
        aria-labelledby={`side-charges-tab-${tab}`}
      >
        {tables.length === 0 && (
          <Typography color="text.secondary">No tables yet: add one with Add table.</Typography>
        )}
        {tables.map((table, i) => (
          <ChargeTableEditor
            // Tables have no ids; their place is their identity while the tab is open.
            key={i}
            table={table}
            name={`${tabLabel} table ${i + 1}`}
            onChange={(next) => setTables(tables.map((t, j) => (j === i ? next : t)))}
            onRemove={() => setTables(tables.filter((_, j) => j !== i))}
          />
        ))}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setTables([...tables, newSideChargeTable()])}
          >
            Add table
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
