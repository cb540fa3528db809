import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { COOKIE_CONSENT, CONSENT_COOKIE } from '@portal/domain';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useServerRequest } from '../../lib/server-render.ts';

function hasConsent(): boolean {
  return document.cookie.split('; ').includes(`${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}`);
}

/** Bottom-right until the consent cookie exists (spec 001 §2.2, §9). */
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
        position: 'fixed',
        right: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 84 },
        left: { xs: 12, sm: 'auto' },
        maxWidth: { sm: 360 },
        zIndex: 1300,
        boxShadow: '0 12px 32px rgba(16,24,40,0.18)',
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CookieOutlinedIcon color="secondary" />
          <Typography variant="body2" color="text.secondary">
            We use cookies to keep you signed in and to remember your preferences. Read our{' '}
            <Link href={config?.privacyPolicyUrl ?? '#'} target="_blank" rel="noopener">
              {COOKIE_CONSENT.privacyPolicy}
            </Link>
            .
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button variant="contained" onClick={agree}>
          {COOKIE_CONSENT.agree}
        </Button>
      </CardActions>
    </Card>
  );
}
