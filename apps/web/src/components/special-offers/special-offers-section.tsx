import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { addDays, format } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUOTE_MESSAGES, type TSpecialOffer } from '@portal/domain';
import { useLoginDialog } from '../../lib/login-dialog.ts';
import { useNotify } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useCan } from '../../lib/use-can.ts';
import { useLiveOffers } from './offers-api.ts';
import { SpecialOfferCard } from './special-offer-card.tsx';

const OfferManagerDialog = lazy(() =>
  import('./offer-manager-dialog.tsx').then((m) => ({ default: m.OfferManagerDialog })),
);

/** Where a claimed offer leads: Get Quote prefilled, date two days ahead and quantity 1 (spec 001 §9). */
export function offerQuoteHref(offer: TSpecialOffer, today: Date): string {
  const query = new URLSearchParams({
    origin: offer.origin.id,
    destination: offer.destination.id,
    date: format(addDays(today, 2), 'yyyy-MM-dd'),
    quantity: '1',
    type: offer.containerType.id,
  });
  return `${paths.quotesGet.getHref()}?${query.toString()}`;
}

/**
 * The valid special offers as cards (home page, schedule screen). Hidden when there are none, except for staff,
 * who get the button that opens the offer manager.
 */
export function SpecialOffersSection() {
  const { data, isLoading } = useLiveOffers();
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const login = useLoginDialog();
  const [managing, setManaging] = useState(false);
  const staff = can('manage:special-offer:any');
  const offers = data ?? [];
  if (!isLoading && offers.length === 0 && !staff) return null;

  const claim = (offer: TSpecialOffer) => {
    const href = offerQuoteHref(offer, new Date());
    if (!can.signedIn) {
      notify.info(QUOTE_MESSAGES.offerLoginFirst, 3000);
      login.open(href);
      return;
    }
    void navigate(href);
  };

  return (
    <Box component="section" aria-labelledby="special-offers-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="special-offers-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Special offers
        </Typography>
        {staff && (
          <Button startIcon={<SettingsOutlined />} onClick={() => setManaging(true)}>
            Manage offers
          </Button>
        )}
      </Stack>
      {!isLoading && offers.length === 0 ? (
        <Typography color="text.secondary">No special offers at the moment.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              md: 'repeat(3, 1fr)',
              lg: 'repeat(4, 1fr)',
            },
          }}
        >
          {isLoading
            ? [0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={210} sx={{ borderRadius: 3 }} />
              ))
            : offers.map((offer) => <SpecialOfferCard key={offer.id} offer={offer} onClaim={claim} />)}
        </Box>
      )}
      {managing && (
        <Suspense fallback={null}>
          <OfferManagerDialog open onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </Box>
  );
}
