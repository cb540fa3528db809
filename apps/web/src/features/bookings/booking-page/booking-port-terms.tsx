import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import { Box, CardContent, Stack, Typography } from '@mui/material';
import { formatDay, type TBooking } from '@portal/domain';
import { CollapsibleSection } from '../components/collapsible-section.tsx';
import { Fact, FactGrid, Missing } from '../components/fact-grid.tsx';
import { BOOKING_PAGE_TEXT } from './texts.ts';

/** One closing of the booking's PortTerms. */
export interface BookingClosing {
  ClosingType: string;
  ClosingDate: string;
  ClosingTime: string;
  ClosingTxt: string;
}

/** The booking's PortTerms as the backend format carries them (spec 000 §3 "Booking"). */
export interface BookingPortTerms {
  LinerPortAgent: string;
  FOBDeliveryBy: string;
  VGMSubmByTxt: string;
  Closings: BookingClosing[];
}

type Loose = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/**
 * The PortTerms (LinerPortAgent, FOBDeliveryBy, VGMSubmByTxt, Closings). The API stores them as they came, so they
 * are read forgivingly: a field that is missing or not text reads as empty, and so does a closings list that is not
 * one. Plain code rather than a zod schema: this module is on the booking page's first screen, which loads no zod.
 */
export function portTermsOf(booking: Pick<TBooking, 'portTerms'>): BookingPortTerms {
  const terms: Loose = isObject(booking.portTerms) ? booking.portTerms : {};
  const closings = Array.isArray(terms.Closings) ? terms.Closings : [];
  return {
    LinerPortAgent: textOf(terms.LinerPortAgent),
    FOBDeliveryBy: textOf(terms.FOBDeliveryBy),
    VGMSubmByTxt: textOf(terms.VGMSubmByTxt),
    Closings: closings.map((c: unknown) => {
      const closing: Loose = isObject(c) ? c : {};
      return {
        ClosingType: textOf(closing.ClosingType),
        ClosingDate: textOf(closing.ClosingDate),
        ClosingTime: textOf(closing.ClosingTime),
        ClosingTxt: textOf(closing.ClosingTxt),
      };
    }),
  };
}

/** A closing's day (a calendar day is formatted, a day the ERP already formatted is kept) and clock. */
export function closingWhen(closing: BookingClosing): string {
  const day = /^\d{4}-\d{2}-\d{2}/.test(closing.ClosingDate)
    ? formatDay(closing.ClosingDate)
    : closing.ClosingDate;
  return [day, closing.ClosingTime].filter(Boolean).join(' ') || '–';
}

/** Port Terms with the closings (spec 000 §2 "Booking detail"). */
export function BookingPortTermsSection({ booking }: { booking: TBooking }) {
  const terms = portTermsOf(booking);
  return (
    <CollapsibleSection
      title={BOOKING_PAGE_TEXT.portTerms}
      icon={AnchorOutlinedIcon}
      meta={terms.Closings.length === 1 ? '1 closing' : `${terms.Closings.length} closings`}
    >
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
        <Stack spacing={2.5}>
          <FactGrid>
            <Fact label="Liner port agent">{terms.LinerPortAgent || <Missing />}</Fact>
            <Fact label="FOB delivery by">{terms.FOBDeliveryBy || <Missing />}</Fact>
            <Fact label="VGM submitted by">{terms.VGMSubmByTxt || <Missing />}</Fact>
          </FactGrid>
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }} component="h3">
              Closings
            </Typography>
            {terms.Closings.length === 0 ? (
              <Typography variant="body2" color="text.disabled" sx={{ mt: 0.5 }}>
                No closings for this booking.
              </Typography>
            ) : (
              <Box sx={{ mt: 1 }}>
                <FactGrid min={180}>
                  {terms.Closings.map((closing, i) => (
                    <Fact
                      key={`${closing.ClosingType}-${i}`}
                      label={closing.ClosingTxt || closing.ClosingType}
                    >
                      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                        {closingWhen(closing)}
                      </Box>
                    </Fact>
                  ))}
                </FactGrid>
              </Box>
            )}
          </Box>
        </Stack>
      </CardContent>
    </CollapsibleSection>
  );
}

const REMARK_TITLES: Record<TBooking['remarks'][number]['type'], string> = {
  'SPECIAL REMARKS': 'Special remarks',
  'FINAL REMARKS': 'Final remarks',
  'ARRIVAL INFO REMARKS': 'Arrival info remarks',
};

/** The remarks grouped by their type, in the backend's order of types. */
export function remarksByType(remarks: TBooking['remarks']) {
  return (Object.keys(REMARK_TITLES) as (keyof typeof REMARK_TITLES)[])
    .map((type) => ({
      type,
      title: REMARK_TITLES[type],
      texts: remarks.filter((r) => r.type === type).map((r) => r.text),
    }))
    .filter((group) => group.texts.length > 0);
}

/** Remarks by type (SPECIAL, FINAL, ARRIVAL INFO). */
export function BookingRemarks({ booking }: { booking: TBooking }) {
  const groups = remarksByType(booking.remarks);
  return (
    <CollapsibleSection
      title={BOOKING_PAGE_TEXT.remarks}
      icon={NotesOutlinedIcon}
      meta={booking.remarks.length === 1 ? '1 remark' : `${booking.remarks.length} remarks`}
      defaultOpen={groups.length > 0}
    >
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.disabled">
            No remarks on this booking.
          </Typography>
        ) : (
          <Stack spacing={2}>
            {groups.map((group) => (
              <Box key={group.type} component="section" aria-label={group.title}>
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }} component="h3">
                  {group.title}
                </Typography>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {group.texts.map((text, i) => (
                    <Typography key={i} component="li" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {text}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </CollapsibleSection>
  );
}
