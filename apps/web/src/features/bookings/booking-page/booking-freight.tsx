import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Box, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  BOOKING_MESSAGES,
  DEFAULT_LEADING_CURRENCY,
  FREIGHT_GROUP_LABELS,
  FREIGHT_GROUPS,
  freightTabLines,
  freightTotals,
  orderedTotals,
  type FreightGroup,
  type TBooking,
} from '@portal/domain';
import { useState } from 'react';
import { CollapsibleSection } from '../components/collapsible-section.tsx';
import { FreightList, FreightTable } from '../components/freight-lines.tsx';
import { BOOKING_PAGE_TEXT } from './texts.ts';

type Line = TBooking['freight'][number];

/** A booking has no leading currency of its own: its first line's currency leads the totals. */
export const leadingCurrencyOf = (lines: readonly Line[]) => lines[0]?.currency ?? DEFAULT_LEADING_CURRENCY;

function FreightView({ lines, leading, staff }: { lines: readonly Line[]; leading: string; staff: boolean }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 3 }}>
        {BOOKING_MESSAGES.noFreightDetails}
      </Typography>
    );
  const totals = orderedTotals(freightTotals(lines), leading);
  return phone ? (
    <FreightList lines={lines} totals={totals} markInternal1={staff} />
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <FreightTable lines={lines} totals={totals} markInternal1={staff} />
    </Box>
  );
}

/**
 * Freight Details of the booking: staff have the External, Internal 1 and Internal 2 tabs; a customer has the
 * lines the server leaves them (never internal ones). 'No Freight Details to show' when there are none.
 */
export function BookingFreight({ booking, staff }: { booking: TBooking; staff: boolean }) {
  const [tab, setTab] = useState<FreightGroup>('EXTERNAL');
  const lines = booking.freight;
  const leading = leadingCurrencyOf(lines);
  const shown = staff ? freightTabLines(lines, tab) : lines.filter((l) => l.group === 'EXTERNAL');
  return (
    <CollapsibleSection
      title={BOOKING_PAGE_TEXT.freight}
      icon={RequestQuoteOutlinedIcon}
      meta={shown.length === 1 ? '1 line' : `${shown.length} lines`}
    >
      <Box data-costs>
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
                label={`${FREIGHT_GROUP_LABELS[group]} (${freightTabLines(lines, group).length})`}
              />
            ))}
          </Tabs>
        )}
        <FreightView lines={shown} leading={leading} staff={staff} />
      </Box>
    </CollapsibleSection>
  );
}
