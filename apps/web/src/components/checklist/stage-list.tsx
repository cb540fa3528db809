import { Box, Checkbox, FormControlLabel, Stack, Tooltip, Typography } from '@mui/material';
import { formatDateTime, stageToggleRefusal, type TChecklistStage } from '@portal/domain';

export interface StageListProps {
  stages: readonly TChecklistStage[];
  viewerIsStaff: boolean;
  busy: boolean;
  onToggle: (stage: TChecklistStage, checked: boolean) => void;
}

/** An item's milestone stages in order: staff check them one after another; each shows who and when. */
export function StageList({ stages, viewerIsStaff, busy, onToggle }: StageListProps) {
  if (stages.length === 0) return null;
  return (
    <Stack component="ol" aria-label="Stages" sx={{ m: 0, p: 0, listStyle: 'none' }} spacing={0.25}>
      {stages.map((stage) => {
        const refusal = stageToggleRefusal(stages, stage.id, !stage.checked, viewerIsStaff);
        const box = (
          <FormControlLabel
            sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { py: 0.25 } }}
            control={
              <Checkbox
                size="small"
                checked={stage.checked}
                disabled={refusal !== null || busy}
                onChange={(_e, checked) => onToggle(stage, checked)}
              />
            }
            label={
              <Box sx={{ pt: 0.25 }}>
                <Typography variant="body2">{stage.label}</Typography>
                {stage.checked && stage.by && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {stage.by.name} · {formatDateTime(stage.at)}
                  </Typography>
                )}
              </Box>
            }
          />
        );
        return (
          <Box component="li" key={stage.id}>
            {/* Staff see why a stage waits (the order rule); customers see the states only. */}
            {viewerIsStaff && refusal ? (
              <Tooltip title={refusal} placement="left">
                <span>{box}</span>
              </Tooltip>
            ) : (
              box
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
