import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred message with a drawing of a container ship at sea, shared by the error pages. */
export function ErrorLayout({
  code,
  title,
  text,
  actions,
}: {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Box component="svg" viewBox="0 0 240 120" sx={{ width: { xs: 220, md: 280 } }} aria-hidden="true">
        <path d="M0 100 Q30 92 60 100 T120 100 T180 100 T240 100 V120 H0Z" fill="#dbe7f3" />
        <path d="M40 84h160l-14 18H56z" fill="#0b3d6b" />
        <rect x="62" y="64" width="24" height="18" rx="2" fill="#e8833a" />
        <rect x="90" y="64" width="24" height="18" rx="2" fill="#4fb3e8" />
        <rect x="118" y="64" width="24" height="18" rx="2" fill="#7cc47f" />
        <rect x="76" y="44" width="24" height="18" rx="2" fill="#4fb3e8" />
        <rect x="104" y="44" width="24" height="18" rx="2" fill="#e8833a" />
        <rect x="150" y="56" width="18" height="26" rx="2" fill="#c9d6e3" />
        <text x="200" y="40" fontSize="28" fontWeight="800" fill="#0b3d6b" textAnchor="middle">
          {code}
        </text>
      </Box>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions}
      </Stack>
    </Stack>
  );
}
