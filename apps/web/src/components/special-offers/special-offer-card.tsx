import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TSpecialOffer } from '@portal/domain';
import { VisuallyHidden } from '../page/visually-hidden.tsx';
import { formatShownValidity } from './format.ts';
import { formatPrice } from '@portal/domain';
import { cssUrl } from '../../lib/css-url.ts';

/** One offer: the carrier's colour (or the offer's image), lane, equipment, price and validity. */
export function SpecialOfferCard({
  offer,
  onClaim,
}: {
  offer: TSpecialOffer;
  onClaim: (offer: TSpecialOffer) => void;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
      {/* Named by its content (WCAG 2.5.3 label in name): 'Special offer <carrier> <origin> to <destination> …'. */}
      <CardActionArea
        onClick={() => onClaim(offer)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            height: 72,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            color: '#fff',
            background: offer.image
              ? `center / cover no-repeat ${cssUrl(offer.image)}`
              : `linear-gradient(135deg, ${offer.carrier.color}, ${alpha(offer.carrier.color, 0.65)})`,
          }}
        >
          <Typography variant="subtitle2" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            <VisuallyHidden>Special offer </VisuallyHidden>
            {offer.carrier.name.toUpperCase()}
          </Typography>
          <LocalOfferOutlined fontSize="small" />
        </Box>
        <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {offer.origin.name} <span aria-hidden>→</span>
            <VisuallyHidden>to</VisuallyHidden> {offer.destination.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {offer.origin.id} – {offer.destination.id}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}
          >
            <Chip size="small" label={offer.containerType.label} variant="outlined" />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'secondary.main' }}>
              {formatPrice(offer.price)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Valid until {formatShownValidity(offer.validUntil)}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
