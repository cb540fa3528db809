import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { TBookingRequest } from '@portal/domain';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { CollapsibleSection } from './collapsible-section.tsx';
import { FreightList, FreightTable } from './freight-lines.tsx';

/**
 * Freight Details (spec 000 §2): the charges with de-CH amounts and totals per currency (no exchange rates,
 * DECISIONS.md "Leading currency"), ending with the fixed legal remark. Clients receive external lines only;
 * staff see the internal ones marked.
 */
export function FreightDetails({
  lines,
  staff,
}: {
  lines: TBookingRequest['freightDetails'];
  staff: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <CollapsibleSection
      title="Freight Details"
      icon={RequestQuoteOutlinedIcon}
      meta={lines.length === 1 ? '1 line' : `${lines.length} lines`}
    >
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 3 }}>
          {REQUEST_PAGE_TEXT.noFreight}
        </Typography>
      ) : phone ? (
        <FreightList lines={lines} staff={staff} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <FreightTable lines={lines} staff={staff} />
        </Box>
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
