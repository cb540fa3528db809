import {
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';
import type { NavGroups } from './nav-items.ts';

const GROUP_TITLES = {
  main: 'Menu',
  customer: 'Quick actions',
  admin: 'Admin',
  config: 'Configuration',
} as const;

/** The top navigation of small screens, in a drawer on the right (spec 001 §2.2); loaded on first use. */
export function NavDrawer({
  open,
  onClose,
  groups,
  pathname,
  signedIn,
  loginButton,
  siteLink,
}: {
  open: boolean;
  onClose: () => void;
  groups: NavGroups;
  pathname: string;
  signedIn: boolean;
  loginButton: ReactNode;
  siteLink: ReactNode;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="navigation" onClick={onClose}>
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <Divider />
        {(['main', 'customer', 'admin', 'config'] as const).map(
          (group) =>
            groups[group].length > 0 && (
              <List key={group} subheader={<ListSubheader>{GROUP_TITLES[group]}</ListSubheader>}>
                {groups[group].map((screen) => (
                  <ListItemButton
                    key={screen.pattern}
                    component={RouterLink}
                    to={screen.pattern}
                    selected={pathname === screen.pattern}
                  >
                    <ListItemText primary={screen.nav!.label} />
                  </ListItemButton>
                ))}
              </List>
            ),
        )}
        {!signedIn && (
          <Stack spacing={1} sx={{ p: 2 }}>
            {loginButton}
            {siteLink}
          </Stack>
        )}
        {signedIn && (
          <List>
            <ListItemButton component={RouterLink} to={paths.myProfile.getHref()}>
              <ListItemText primary="My profile" />
            </ListItemButton>
          </List>
        )}
      </Box>
    </Drawer>
  );
}
