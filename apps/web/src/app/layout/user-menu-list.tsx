import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useCan } from '../../lib/use-can.ts';
import { PickDialog } from './pick-dialog.tsx';
import { useViewSwitch } from './view-switch.ts';

/**
 * The avatar's menu: My profile, Log Out, and for staff the customer view switch (superadmin: act as a user).
 * Loaded when the avatar is first reached for; it stays mounted afterwards, so its dialogs can close smoothly.
 */
export function UserMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { session } = useSession();
  const can = useCan();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { customerView, actingAs } = useViewSwitch();
  const [picking, setPicking] = useState<'client' | 'user' | null>(null);
  const user = session.user;
  if (!user) return null;
  // The real person decides what may be switched: a staff member stays staff in customer view.
  const realIsStaff = can.really('use:customer-view');
  const realIsSuperadmin = can.really('act-as:user:any');
  const name = `${user.firstName} ${user.lastName}`;
  const close = onClose;

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user.emailAddress}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.myProfile.getHref());
          }}
        >
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>My profile</ListItemText>
        </MenuItem>
        {realIsStaff && session.mode !== 'acting-as' && (
          <MenuItem
            onClick={() => {
              close();
              if (session.mode === 'customer-view') customerView.mutate(null);
              else setPicking('client');
            }}
          >
            <ListItemIcon>
              <StorefrontOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Customer view</ListItemText>
            <Switch
              size="small"
              edge="end"
              checked={session.mode === 'customer-view'}
              slotProps={{ input: { 'aria-label': 'Customer view' } }}
            />
          </MenuItem>
        )}
        {realIsSuperadmin && (
          <MenuItem
            onClick={() => {
              close();
              if (session.mode === 'acting-as') actingAs.mutate(null);
              else setPicking('user');
            }}
          >
            <ListItemIcon>
              <SupervisorAccountOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {session.mode === 'acting-as' ? 'Stop acting as user' : 'Act as user…'}
            </ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Log Out</ListItemText>
        </MenuItem>
      </Menu>
      <PickDialog
        open={picking === 'client'}
        title="Customer view"
        label="Client"
        source="clients"
        onClose={() => setPicking(null)}
        onPick={(id) => {
          setPicking(null);
          customerView.mutate(id);
        }}
      />
      <PickDialog
        open={picking === 'user'}
        title="Act as user"
        label="User"
        source="users"
        onClose={() => setPicking(null)}
        onPick={(id) => {
          setPicking(null);
          actingAs.mutate(id);
        }}
      />
    </>
  );
}
