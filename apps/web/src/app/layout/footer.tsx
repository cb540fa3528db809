import { Box, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { OFFICE_HOURS, PRODUCT_NAME } from '@portal/domain';
import { paths } from '../../lib/paths.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { Logo } from './logo.tsx';

/** Company footer with links, office hours and the current year (spec 002 §1). */
export function Footer() {
  const config = usePublicConfig();
  const companyName = config?.companyName ?? PRODUCT_NAME;
  return (
    <Box component="footer" sx={{ bgcolor: '#0a2540', color: 'rgba(255,255,255,0.75)', mt: 6 }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {/* A CSS grid rather than MUI's Grid, whose code no screen without a grid layout would need. */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '5fr 3fr 4fr' },
            '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
          }}
        >
          <Box>
            <Stack spacing={1.5}>
              <Logo inverted />
              <Typography variant="body2">
                Container ocean freight from the quote to the final B/L: schedules, instant quotes, online
                booking and every document in one place.
              </Typography>
            </Stack>
          </Box>
          <Box>
            <Typography variant="overline" sx={{ color: '#fff' }}>
              Contact
            </Typography>
            <Stack spacing={0.5} sx={{ mt: 1 }}>
              {config && (
                <>
                  <Link color="inherit" href={`mailto:${config.companyEmail}`}>
                    {config.companyEmail}
                  </Link>
                  <Link color="inherit" href={`tel:${config.companyPhone.replace(/\s/g, '')}`}>
                    {config.companyPhone}
                  </Link>
                  <Link color="inherit" href={config.companySiteUrl} target="_blank" rel="noopener">
                    Company website
                  </Link>
                </>
              )}
            </Stack>
          </Box>
          <Box>
            <Typography variant="overline" sx={{ color: '#fff' }}>
              Office hours
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Office hours: {OFFICE_HOURS}
            </Typography>
            {/* Customers and visitors reach the carriers' side charges here (001 §2.13; staff also from the
                configuration menu): the route tables give them /charges, their navigation has no room for it. */}
            <Link
              component={RouterLink}
              to={paths.charges.getHref()}
              color="inherit"
              variant="body2"
              sx={{ display: 'block', mt: 1 }}
            >
              Side charges of our carriers
            </Link>
            {config && (
              <Link
                color="inherit"
                href={config.privacyPolicyUrl}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                Privacy Policy
              </Link>
            )}
          </Box>
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 3 }} />
        <Typography variant="caption">
          © {new Date().getFullYear()} {companyName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
