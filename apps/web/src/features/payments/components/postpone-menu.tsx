import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { POSTPONE_OPTIONS } from '@portal/domain';
import { useState } from 'react';
import { PAYMENTS_TEXT } from '../texts.ts';

interface Props {
  /** Days to move by: -14, -7, +7 or +14 (spec 000 §9). */
  onChoose: (days: number) => void;
  disabled?: boolean;
  loading?: boolean;
  /** What the button is about, e.g. '2 payments' or a reference (its accessible name). */
  label?: string;
  /** A small icon button (table rows, My Day) instead of the toolbar's text button. */
  compact?: boolean;
}

/** The postpone menu (spec 000 §2): 2 Weeks Earlier, 1 Week Earlier, 1 Week Later, 2 Weeks Later. */
export function PostponeMenu({ onChoose, disabled = false, loading = false, label, compact = false }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = label ? `${PAYMENTS_TEXT.postpone} ${label}` : PAYMENTS_TEXT.postpone;
  const choose = (days: number) => {
    setAnchor(null);
    onChoose(days);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={PAYMENTS_TEXT.postpone}>
          <span>
            <IconButton
              size="small"
              aria-label={name}
              aria-haspopup="menu"
              disabled={disabled || loading}
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <EventRepeatOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          aria-label={name}
          aria-haspopup="menu"
          disabled={disabled}
          loading={loading}
          startIcon={<EventRepeatOutlinedIcon />}
          endIcon={<KeyboardArrowDownIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {PAYMENTS_TEXT.postpone}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {POSTPONE_OPTIONS.map((option) => (
          <MenuItem key={option.days} onClick={() => choose(option.days)}>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
