import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { SAVE_MESSAGES, SNACKBAR, type TSessionUser } from '@portal/domain';
import { useGuideChoice } from '../../../lib/guide-choice.ts';
import { useNotify } from '../../../lib/notify.ts';
import { SectionCard } from './section-card.tsx';

export const GUIDE_SWITCH_LABEL = 'Offer me the guided tour';

/**
 * Brings back the guided-tour prompt that 'Don't show again' put away (spec 001 §2.2: the prompt shows while
 * dontShowGuide is not set), or puts it away from here. Saved at once, as the prompt's own buttons are.
 */
export function GuideCard({ profile }: { profile: TSessionUser }) {
  const choice = useGuideChoice();
  const notify = useNotify();
  const offered = choice.isPending ? !choice.variables.dontShowGuide : !profile.dontShowGuide;
  return (
    <SectionCard
      title="Guided tour"
      subheader="A short walk through the page you are on. The help button starts it at any time."
      icon={ExploreOutlined}
    >
      <FormControlLabel
        label={GUIDE_SWITCH_LABEL}
        control={
          <Switch
            checked={offered}
            onChange={(_event, checked) =>
              choice.mutate(
                { dontShowGuide: !checked },
                {
                  onSuccess: () => notify.success(SAVE_MESSAGES.saved, SNACKBAR.saveSuccessMs),
                  onError: (error) => notify.error(`${error.message}!`, SNACKBAR.errorMs),
                },
              )
            }
          />
        }
        sx={{ alignItems: 'center', mr: 0 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {offered
          ? 'The prompt to take the tour shows under the top bar until you take it or put it away.'
          : 'The prompt to take the tour is put away.'}
      </Typography>
    </SectionCard>
  );
}
