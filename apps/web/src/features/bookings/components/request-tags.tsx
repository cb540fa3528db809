import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import {
  Autocomplete,
  Box,
  Checkbox,
  IconButton,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  canSelectMoreTags,
  TAG_MESSAGES,
  TAG_SELECTION_CAP,
  type TBookingRequestDetail,
  type TTag,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { useNotify } from '../../../lib/notify.ts';
import { useSelectRequestTags, useTags } from '../actions-api.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { TagChip, TagDot } from './tags/tag-chip.tsx';
import { TagsDialog } from './tags/tags-dialog.tsx';

/**
 * The request's tags (staff; spec 000 §2, 002 §2/§4/§8): the chosen ones as chips in a multi-select of every
 * request tag, at most TAG_SELECTION_CAP (the other options are then disabled), and the tags dialog to add, edit
 * and delete them. Each change sends the whole selection; changes made quickly one after the other are sent in
 * turn, so the last one wins.
 */
export function RequestTags({ request }: { request: TBookingRequestDetail }) {
  const { staff } = useViewer();
  const tags = useTags('bookingRequest', staff);
  const select = useSelectRequestTags(request.id);
  const notify = useNotify();
  const [dialog, setDialog] = useState(false);
  // The selection as last chosen here, shown until the server's answer replaces it.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  if (!staff) return null;
  const selectedIds = chosen ?? request.tagIds;
  const byId = new Map((tags.data ?? []).map((t) => [t.id, t]));
  const value = selectedIds.map((id) => byId.get(id)).filter((t): t is TTag => t !== undefined);

  const change = (next: string[]) => {
    const added = next.length > selectedIds.length;
    setChosen(next);
    queue.current = queue.current.then(() =>
      select
        .mutateAsync({ tagIds: next })
        .then(() => notify.success(added ? TAG_MESSAGES.selected : TAG_MESSAGES.deselected))
        .catch(() => {
          notify.error(added ? TAG_MESSAGES.selectFailed : TAG_MESSAGES.deselectFailed);
        })
        .finally(() => setChosen((current) => (current === next ? null : current))),
    );
  };
  const full = !canSelectMoreTags(selectedIds);

  return (
    <Paper variant="outlined" component="section" aria-label="Tags" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.25 }}>
        <LocalOfferOutlinedIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          Tags
        </Typography>
        {full && (
          <Typography variant="caption" color="text.secondary">
            {TAG_SELECTION_CAP} of {TAG_SELECTION_CAP}
          </Typography>
        )}
        <Tooltip title="Manage tags">
          <IconButton size="small" aria-label="Manage tags" onClick={() => setDialog(true)}>
            <SellOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Autocomplete<TTag, true, true>
        multiple
        size="small"
        disableClearable
        disableCloseOnSelect
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
      <TagsDialog open={dialog} category="bookingRequest" onClose={() => setDialog(false)} />
    </Paper>
  );
}
