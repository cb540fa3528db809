import { Box, GlobalStyles, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@portal/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * The print layout of a quote (spec 001 §2.6): the frame (world clock, navigation, footer, floating buttons,
 * snackbars) and every control marked data-print="hide" disappear; the logo heads the page and a signature
 * block with the company's phone and e-mail closes it.
 */
const PRINT_STYLES = {
  '@media print': {
    '[data-testid="world-clock"], header.MuiAppBar-root, footer, [aria-label="Go to top"], [aria-label="Cookie consent"], .notistack-SnackbarContainer, [data-print="hide"]':
      { display: 'none !important' },
    '[data-print="only"]': { display: 'block !important' },
    body: { background: '#fff !important' },
    main: { paddingTop: '0 !important', paddingBottom: '0 !important' },
    '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid' },
    '@page': { margin: '14mm' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={PRINT_STYLES} />;
}

/** Shown only on paper: the logo with the company name. */
export function PrintLetterhead() {
  const config = usePublicConfig();
  return (
    <Box data-print="only" sx={{ display: 'none', mb: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
        <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', color: 'primary.main' }}>
          {config?.companyName ?? PRODUCT_NAME}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Shown only on paper: the signature block with the company's phone and e-mail. */
export function PrintSignature() {
  const config = usePublicConfig();
  return (
    <Box
      data-print="only"
      data-testid="print-signature"
      sx={{ display: 'none', mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2">Kind regards,</Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
        {config?.companyName ?? PRODUCT_NAME}
      </Typography>
      {config && (
        <Typography variant="body2" color="text.secondary">
          Phone {config.companyPhone} · {config.companyEmail}
        </Typography>
      )}
    </Box>
  );
}
