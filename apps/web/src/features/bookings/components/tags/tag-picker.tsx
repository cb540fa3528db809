import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Autocomplete, Box, Button, Checkbox, Paper, TextField, Typography } from '@mui/material';
import {
  canSelectMoreTags,
  TAG_MESSAGES,
  TAG_SELECTION_CAP,
  type TagCategory,
  type TTag,
  type TTagSelection,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { useNotify } from '../../../../lib/notify.ts';
import { useTags } from '../../actions-api.ts';
import { useViewer } from '../../hooks/use-viewer.ts';
import { TagChip, TagDot } from './tag-chip.tsx';
import { TagsDialog } from './tags-dialog.tsx';

export interface TagPickerProps {
  category: TagCategory;
  /** The record's chosen tags, as the server last answered. */
  tagIds: readonly string[];
  /** Sends the whole selection (PUT .../tags of a request or a booking). */
  select: (selection: TTagSelection) => Promise<unknown>;
}

/**
 * A request's or a booking's tags (staff; spec 000 §2, 002 §2/§4/§8; issue 21 part 5): the chosen ones as chips in
 * a multi-select of every tag of the category, at most TAG_SELECTION_CAP (the other options are then disabled), and
 * the tags dialog to add, edit and delete them. Each change sends the whole selection; changes made quickly one
 * after the other are sent in turn, so the last one wins.
 */
export function TagPicker({ category, tagIds, select }: TagPickerProps) {
  const { staff } = useViewer();
  const tags = useTags(category, staff);
  const notify = useNotify();
  const [dialog, setDialog] = useState(false);
  // The selection as last chosen here, shown until the server's answer replaces it.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  if (!staff) return null;
  const selectedIds = chosen ?? tagIds;
  const byId = new Map((tags.data ?? []).map((t) => [t.id, t]));
  const value = selectedIds.map((id) => byId.get(id)).filter((t): t is TTag => t !== undefined);

  const change = (next: string[]) => {
    const added = next.length > selectedIds.length;
    setChosen(next);
    queue.current = queue.current.then(() =>
      select({ tagIds: next })
        .then(() => notify.success(added ? TAG_MESSAGES.selected : TAG_MESSAGES.deselected))
        .catch(() => {
          notify.error(added ? TAG_MESSAGES.selectFailed : TAG_MESSAGES.deselectFailed);
        })
        .finally(() => setChosen((current) => (current === next ? null : current))),
    );
  };
  const full = !canSelectMoreTags(selectedIds);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Tags"
      sx={{
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalOfferOutlinedIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          Tags
        </Typography>
      </Box>
      <Autocomplete<TTag, true, true>
        multiple
        size="small"
        disableClearable
        disableCloseOnSelect
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 }, order: { xs: 3, sm: 0 } }}
        options={tags.data ?? []}
        loading={tags.isPending}
        value={value}
        onChange={(_event, next) => change(next.map((t) => t.id))}
        getOptionLabel={(tag) => tag.text}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        // At the cap only the chosen tags can still be clicked (to deselect them).
        getOptionDisabled={(tag) => full && !selectedIds.includes(tag.id)}
        noOptionsText="No tags yet: add them with Manage tags."
        renderOption={({ key, ...props }, tag, { selected }) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <Checkbox size="small" checked={selected} sx={{ p: 0.25 }} tabIndex={-1} />
            <TagDot color={tag.color} />
            <span>{tag.text}</span>
          </Box>
        )}
        renderValue={(chosenTags, getItemProps) =>
          chosenTags.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <TagChip key={key} tag={tag} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={value.length === 0 ? 'Select tags' : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Select tags' },
            }}
          />
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 'auto', sm: 0 } }}>
        {full && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {TAG_SELECTION_CAP} of {TAG_SELECTION_CAP}
          </Typography>
        )}
        <Button
          size="small"
          color="inherit"
          startIcon={<SettingsOutlinedIcon />}
          onClick={() => setDialog(true)}
          sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
        >
          Manage tags
        </Button>
      </Box>
      <TagsDialog open={dialog} category={category} onClose={() => setDialog(false)} />
    </Paper>
  );
}
