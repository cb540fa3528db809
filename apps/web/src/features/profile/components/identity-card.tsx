import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TSessionUser } from '@portal/domain';
import { formatLastSession, fullName, initials, roleLabel } from '../format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{ typography: 'body2', fontWeight: 500, minHeight: 24, display: 'flex', alignItems: 'center' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Who I am: name, e-mail, role, admin flag and last session. */
export function IdentityCard({ profile }: { profile: TSessionUser }) {
  return (
    <Card variant="outlined" component="section" aria-label="Account" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2.5, md: 4 }}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar
              sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24, fontWeight: 600 }}
              aria-hidden
            >
              {initials(profile)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} noWrap>
                {fullName(profile)}
              </Typography>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <MailOutlineRounded sx={{ fontSize: 18 }} aria-hidden />
                <Typography variant="body2" noWrap>
                  {profile.emailAddress}
                </Typography>
              </Stack>
            </Box>
          </Stack>
          <Box
            sx={(theme) => ({
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, max-content)' },
              columnGap: { xs: 2, sm: 5 },
              rowGap: 2,
              pt: 2,
              borderTop: `1px solid ${theme.palette.divider}`,
              [theme.breakpoints.up('md')]: { pt: 0, borderTop: 'none' },
            })}
          >
            <Fact label="Role">
              <Chip label={roleLabel(profile)} color="primary" size="small" variant="outlined" />
            </Fact>
            <Fact label="Administrator">{profile.isAdmin ? 'Yes' : 'No'}</Fact>
            <Fact label="Last session">{formatLastSession(profile.lastSession)}</Fact>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
