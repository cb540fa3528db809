import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Alert, Box, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  FREIGHT_APPROXIMATION_WARNING,
  FREIGHT_GROUP_LABELS,
  FREIGHT_GROUPS,
  freightTabLines,
  freightTotals,
  orderedTotals,
  type FreightGroup,
  type FreightLine,
  type LeadingCurrency,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { REQUEST_PAGE_TEXT } from '../../texts.ts';
import { CollapsibleSection } from '../collapsible-section.tsx';
import { FreightList, FreightTable } from '../freight-lines.tsx';
import { EditFallback } from './edit-fallback.tsx';
import { loadFreightEditPanel } from './edit-chunks.ts';
import type { RequestEditor, RequestForm } from './use-request-editor.ts';

// The rows editor (dnd-kit) loads when editing starts.
const FreightEditPanel = lazy(() => loadFreightEditPanel().then((m) => ({ default: m.FreightEditPanel })));

function FreightView({
  lines,
  leading,
  staff,
}: {
  lines: readonly FreightLine[];
  leading: string;
  staff: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const totals = orderedTotals(freightTotals(lines), leading);
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 3 }}>
        {REQUEST_PAGE_TEXT.noFreight}
      </Typography>
    );
  return phone ? (
    <FreightList lines={lines} totals={totals} markInternal1={staff} />
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <FreightTable lines={lines} totals={totals} markInternal1={staff} />
    </Box>
  );
}

/**
 * Freight Details (spec 000 §2): for staff the External, Internal 1 and Internal 2 tabs; a client has the
 * External lines only (the server strips the rest). Totals per currency, the leading currency first; in edit mode
 * the tab's rows are edited, added, removed and dragged. Ends with the fixed legal remark.
 */
export function FreightSection({
  lines,
  leadingCurrency,
  staff,
  editor,
  approximation = false,
}: {
  lines: readonly FreightLine[];
  leadingCurrency: LeadingCurrency;
  staff: boolean;
  editor?: RequestEditor;
  /** The lines were built from the quote: the spec's approximation warning heads them (000 §8). */
  approximation?: boolean;
}) {
  const [tab, setTab] = useState<FreightGroup>('EXTERNAL');
  const editing = Boolean(editor?.editing && editor.may('freightDetails'));
  // While editing, the tabs count the rows being edited.
  const edited = useWatch<RequestForm, 'freightDetails'>({ name: 'freightDetails' }) as
    FreightLine[] | undefined;
  const counted = editing && edited ? edited : lines;
  const tabLines = staff ? freightTabLines(lines, tab) : lines;
  return (
    <CollapsibleSection
      title="Freight Details"
      icon={RequestQuoteOutlinedIcon}
      meta={counted.length === 1 ? '1 line' : `${counted.length} lines`}
    >
      {staff && (
        <Tabs
          value={tab}
          onChange={(_e, next: FreightGroup) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Freight groups"
          sx={{ px: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {FREIGHT_GROUPS.map((group) => (
            <Tab
              key={group}
              value={group}
              label={`${FREIGHT_GROUP_LABELS[group]} (${freightTabLines(counted, group).length})`}
            />
          ))}
        </Tabs>
      )}
      {approximation && (
        <Alert severity="warning" sx={{ mx: { xs: 1, sm: 1.5 }, mt: 1.5 }}>
          {FREIGHT_APPROXIMATION_WARNING}
        </Alert>
      )}
      {editing ? (
        <Suspense fallback={<EditFallback rows={3} />}>
          <FreightEditPanel key={tab} tab={tab} />
        </Suspense>
      ) : (
        <FreightView lines={tabLines} leading={leadingCurrency} staff={staff} />
      )}
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ px: { xs: 2, sm: 2.5 }, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
      >
        <GavelOutlinedIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
        <Box>
          {REQUEST_PAGE_TEXT.legalRemark.map((sentence) => (
            <Typography key={sentence} variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {sentence}
            </Typography>
          ))}
        </Box>
      </Stack>
    </CollapsibleSection>
  );
}
