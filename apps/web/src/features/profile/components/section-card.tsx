import { Avatar, Card, CardContent, CardHeader, type SvgIconProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  subheader?: string;
  icon: ComponentType<SvgIconProps>;
  children: ReactNode;
}

/** An outlined card with a tinted icon, a title and an optional line below it. */
export function SectionCard({ title, subheader, icon: Icon, children }: SectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ borderRadius: 3, height: '100%' }}>
      <CardHeader
        avatar={
          <Avatar
            variant="rounded"
            sx={(theme) => ({
              bgcolor: alpha(theme.palette.primary.main, 0.1),
              color: 'primary.main',
              borderRadius: 2,
            })}
          >
            <Icon fontSize="small" />
          </Avatar>
        }
        title={title}
        subheader={subheader}
        slotProps={{
          title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } },
          subheader: { variant: 'body2' },
        }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 }, pb: 1 }}
      />
      <CardContent
        sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}
      >
        {children}
      </CardContent>
    </Card>
  );
}
