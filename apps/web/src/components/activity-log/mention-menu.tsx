import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ListItemIcon, ListItemText, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import type { MentionChoice } from './mention-text.ts';

const ICONS = { user: PersonOutlineIcon, team: GroupsOutlinedIcon, document: DescriptionOutlinedIcon };

/** The '@' list under the comment input; the input keeps the focus and steers it with the arrow keys. */
export function MentionMenu({
  anchor,
  options,
  active,
  onChoose,
}: {
  anchor: HTMLElement | null;
  options: readonly MentionChoice[];
  active: number;
  onChoose: (choice: MentionChoice) => void;
}) {
  return (
    <Popper
      open={options.length > 0 && anchor !== null}
      anchorEl={anchor}
      placement="bottom-start"
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <Paper elevation={6} sx={{ minWidth: 240, maxWidth: 360 }}>
        <MenuList dense aria-label="Mention" role="listbox">
          {options.map((option, i) => {
            const Icon = ICONS[option.kind];
            return (
              <MenuItem
                key={`${option.kind}:${option.id}`}
                role="option"
                selected={i === active}
                aria-selected={i === active}
                // Mouse down, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  onChoose(option);
                }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={option.label}
                  secondary={option.kind === 'team' ? 'Team' : option.kind === 'document' ? 'Document' : null}
                  slotProps={{ primary: { noWrap: true } }}
                />
                {option.isInternal && (
                  <LockOutlinedIcon fontSize="small" color="warning" aria-label="Internal" />
                )}
              </MenuItem>
            );
          })}
        </MenuList>
      </Paper>
    </Popper>
  );
}
