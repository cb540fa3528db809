import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Screen } from '../screens.tsx';

/**
 * Spec 001 §2.2: the admin configuration menu (Side Charges, Weekly payment, Commissions, Equipment, Teams, Land
 * transport config) as one button of the bar, its built screens as the menu's links.
 */
export function ConfigMenu({ items, pathname }: { items: readonly Screen[]; pathname: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const active = items.some((s) => pathname === s.pattern || pathname.startsWith(`${s.pattern}/`));
  if (items.length === 0) return null;
  return (
    <>
      <Button
        id={buttonId}
        color={active ? 'primary' : 'inherit'}
        sx={{ fontWeight: active ? 700 : 500 }}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Configuration
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map((screen) => {
          const Icon = screen.nav?.icon;
          return (
            <MenuItem
              key={screen.pattern}
              component={RouterLink}
              to={screen.pattern}
              selected={pathname === screen.pattern}
              onClick={() => setAnchor(null)}
            >
              {Icon && (
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              <ListItemText>{screen.nav!.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
