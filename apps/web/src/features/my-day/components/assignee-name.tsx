import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Typography } from '@mui/material';
import type { TTaskRow } from '@portal/domain';
import { MY_DAY_TEXT } from '../texts.ts';

/** Who has the task: a user, or a team (its tasks are shared by the team's members, spec 000 §6). */
export function AssigneeName({ task }: { task: Pick<TTaskRow, 'assignedUser' | 'team'> }) {
  if (task.assignedUser)
    return (
      <Typography variant="body2" noWrap title={task.assignedUser.name} sx={{ fontSize: 'inherit' }}>
        {task.assignedUser.name}
      </Typography>
    );
  if (task.team)
    return (
      <Box
        title={`Team ${task.team.name}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, color: 'text.secondary' }}
      >
        <GroupsOutlinedIcon sx={{ fontSize: 16 }} aria-label="Team" />
        <Typography variant="body2" noWrap sx={{ fontSize: 'inherit' }}>
          {task.team.name}
        </Typography>
      </Box>
    );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
      {MY_DAY_TEXT.unassigned}
    </Typography>
  );
}
