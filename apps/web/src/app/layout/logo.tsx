import { Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@portal/domain';
import { BrandMark } from '../../components/page/brand-mark.tsx';

/**
 * The mark with the product's name, always on one line: on a phone's full bar the name gets a little smaller and,
 * on the narrowest screens, ends in an ellipsis rather than wrapping onto a second line.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <BrandMark inverted={inverted} />
      <Typography
        variant="h6"
        component="span"
        sx={{
          color: inverted ? '#fff' : 'primary.main',
          fontWeight: 800,
          letterSpacing: '-0.01em',
          fontSize: { xs: '1rem', sm: undefined },
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Stack>
  );
}
