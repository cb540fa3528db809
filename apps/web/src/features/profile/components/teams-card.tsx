import GroupsRounded from '@mui/icons-material/GroupsRounded';
import { Box, Chip, Typography } from '@mui/material';
import type { TSessionUser } from '@portal/domain';
import { teamTypeLabel } from '../format.ts';
import { SectionCard } from './section-card.tsx';

export function TeamsCard({ teams }: { teams: TSessionUser['teams'] }) {
  return (
    <SectionCard title="Teams" icon={GroupsRounded}>
      {teams.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          You are not in any team.
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {teams.map((team) => (
            <li key={team.id}>
              <Chip
                color={team.teamType === 'accounting' ? 'secondary' : 'primary'}
                variant="outlined"
                label={
                  <>
                    {team.name}
                    <Box component="span" sx={{ ml: 0.75, opacity: 0.7 }}>
                      · {teamTypeLabel(team.teamType)}
                    </Box>
                  </>
                }
              />
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
