import type { SvgIconProps } from '@mui/material';
import { Stack } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { SectionTitle } from '../../components/page/section-title.tsx';

/** A Team Management panel's title with its buttons beside it on a wide screen and below it on a phone. */
export function PanelHeader({
  icon,
  title,
  subtitle,
  actions,
}: {
  icon: ComponentType<SvgIconProps>;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        mb: { xs: 2, sm: 0 },
      }}
    >
      <SectionTitle icon={icon} title={title} subtitle={subtitle} />
      {actions && (
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
            flexShrink: 0,
          }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
