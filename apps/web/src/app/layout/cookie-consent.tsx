import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { COOKIE_CONSENT, CONSENT_COOKIE } from '@portal/domain';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useServerRequest } from '../../lib/server-render.ts';

function hasConsent(): boolean {
  return document.cookie.split('; ').includes(`${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}`);
}

/**
 * Bottom-right until the consent cookie exists (spec 001 §2.2, §9). Sticky, not fixed: it rides at the bottom of the
 * screen while the page scrolls, and at the page's end it takes its own place below the footer, so nothing is left
 * under it that cannot be scrolled clear (a fixed card hid the end of every page on a first visit). On a phone it is
 * one slim row, the text beside the button.
 */
export function CookieConsent() {
  const server = useServerRequest();
  const [shown, setShown] = useState(() => !(server ? server.cookieConsent : hasConsent()));
  const config = usePublicConfig();
  if (!shown) return null;
  const agree = () => {
    document.cookie = `${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}; path=/; max-age=31536000; SameSite=Lax`;
    setShown(false);
  };
  return (
    <Card
      role="region"
      aria-label="Cookie consent"
      sx={{
        position: 'sticky',
        // Above the go-to-top button of the desktop's corner; on a phone the button rides above the card.
        bottom: { xs: 8, sm: 84 },
        // The shell is a column: the card keeps to its right edge, and its margin below is kept free at the end.
        alignSelf: { xs: 'stretch', sm: 'flex-end' },
        mx: { xs: 1, sm: 3 },
        mb: { xs: 1, sm: 10.5 },
        mt: 1.5,
        width: { sm: 360 },
        zIndex: 1300,
        boxShadow: '0 12px 32px rgba(16,24,40,0.18)',
      }}
    >
      <Stack
        direction={{ xs: 'row', sm: 'column' }}
        spacing={{ xs: 1.5, sm: 0 }}
        sx={{ alignItems: { xs: 'center', sm: 'stretch' }, p: { xs: 1.5, sm: 0 } }}
      >
        <CardContent sx={{ p: { xs: 0, sm: 2 }, pb: { xs: 0, sm: 1 }, '&:last-child': { pb: { xs: 0 } } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <CookieOutlinedIcon color="secondary" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Typography variant="body2" color="text.secondary" sx={{ fontSize: { xs: 13, sm: undefined } }}>
              We use cookies to keep you signed in and to remember your preferences. Read our{' '}
              <Link href={config?.privacyPolicyUrl ?? '#'} target="_blank" rel="noopener">
                {COOKIE_CONSENT.privacyPolicy}
              </Link>
              .
            </Typography>
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', p: { xs: 0, sm: 2 }, pt: { sm: 0 }, flexShrink: 0 }}>
          <Button variant="contained" onClick={agree}>
            {COOKIE_CONSENT.agree}
          </Button>
        </CardActions>
      </Stack>
    </Card>
  );
}
