import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Card, CardContent, Stack, Typography, type SvgIconProps } from '@mui/material';
import { memo, type ComponentType } from 'react';

const STEPS: { icon: ComponentType<SvgIconProps>; title: string; text: string }[] = [
  {
    icon: EditNoteIcon,
    title: 'Tell us route and cargo',
    text: 'Ports, the earliest date and one line per container type.',
  },
  {
    icon: CompareArrowsIcon,
    title: 'Compare carriers',
    text: 'Every carrier with a valid rate, side by side: freight, surcharges, transit time and validity.',
  },
  {
    icon: EventAvailableIcon,
    title: 'Book online',
    text: 'Choose a quote and book it with a sailing in a few steps.',
  },
];

/** How Get Quote works, beside the form on wide screens and below it on phones. */
export const GetQuoteAside = memo(function GetQuoteAside({ signedIn }: { signedIn: boolean }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          How it works
        </Typography>
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <Stack key={title} component="li" direction="row" spacing={1.5}>
              <Icon color="secondary" sx={{ mt: 0.25 }} />
              <div>
                <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {i + 1}. {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
        {!signedIn && (
          <Alert
            icon={<LockOutlinedIcon fontSize="small" />}
            severity="info"
            variant="outlined"
            sx={{ mt: 2.5 }}
          >
            Fill in the form: we ask you to log in when you send it and keep what you typed.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
});
