import { Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@portal/domain';
import { BrandMark } from '../../components/page/brand-mark.tsx';

/** The mark with the product's name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BrandMark inverted={inverted} />
      <Typography
        variant="h6"
        component="span"
        sx={{ color: inverted ? '#fff' : 'primary.main', fontWeight: 800, letterSpacing: '-0.01em' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Stack>
  );
}
