import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Avatar, Button, Card, CardActions, CardContent, Slide, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LAND_TRANSPORT_SCROLL_PX } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '../../../lib/notify.ts';
import { useAnswerLandTransport } from './api.ts';
import { BOOKING_PAGE_TEXT } from './texts.ts';

/** True once the window has been scrolled past `px` (and stays true: the card does not hide again). */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    if (past) return;
    const check = () => {
      if (window.scrollY > px) setPast(true);
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [px, past]);
  return past;
}

/**
 * The customer's land-transport interest card (spec 000 §2, §9): it slides in once the page has been scrolled past
 * LAND_TRANSPORT_SCROLL_PX and goes for good after a Yes or No (stored on the user).
 */
export function LandTransportCard() {
  const shown = useScrolledPast(LAND_TRANSPORT_SCROLL_PX);
  const answer = useAnswerLandTransport();
  const notify = useNotify();
  const [answered, setAnswered] = useState(false);
  const reply = (interested: boolean) =>
    answer.mutate(interested, {
      onSuccess: () => {
        setAnswered(true);
        if (interested) notify.success(BOOKING_PAGE_TEXT.landTransportThanks);
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <Slide direction="up" in={shown && !answered} mountOnEnter unmountOnExit>
      <Card
        component="aside"
        aria-label="Land transport"
        elevation={8}
        data-print="hide"
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 24 },
          left: { xs: 12, sm: 'auto' },
          bottom: { xs: 72, md: 24 },
          width: { sm: 380 },
          zIndex: 'snackbar',
          borderRadius: 3,
        }}
      >
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Avatar
              variant="rounded"
              sx={(theme) => ({
                bgcolor: alpha(theme.palette.secondary.main, 0.12),
                color: 'secondary.dark',
              })}
            >
              <LocalShippingOutlinedIcon />
            </Avatar>
            <div>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {BOOKING_PAGE_TEXT.landTransportTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {BOOKING_PAGE_TEXT.landTransportBody}
              </Typography>
            </div>
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button color="inherit" disabled={answer.isPending} onClick={() => reply(false)}>
            {BOOKING_PAGE_TEXT.landTransportNo}
          </Button>
          <Button variant="contained" loading={answer.isPending} onClick={() => reply(true)}>
            {BOOKING_PAGE_TEXT.landTransportYes}
          </Button>
        </CardActions>
      </Card>
    </Slide>
  );
}
