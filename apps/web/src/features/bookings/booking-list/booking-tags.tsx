import { Autocomplete, Box, TextField } from '@mui/material';
import { TAG_SELECTION_CAP, type TTag } from '@portal/domain';
import { useTags } from '../actions-api.ts';
import { TagChip, TagDot } from '../components/tags/tag-chip.tsx';

/** The tags of a booking card (staff): tags of category 'booking', resolved through the one tags query. */
export function BookingTagChips({ tagIds }: { tagIds: readonly string[] | undefined }) {
  const tags = useTags('booking', (tagIds?.length ?? 0) > 0);
  if (!tagIds?.length || !tags.data) return null;
  const shown = tagIds.map((id) => tags.data.find((t) => t.id === id)).filter((t) => t !== undefined);
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label="Tags" role="list">
      {shown.map((tag) => (
        <TagChip key={tag.id} tag={tag} role="listitem" sx={{ height: 20, fontSize: '0.7rem' }} />
      ))}
    </Box>
  );
}

/** The booking list's tag filter (staff): bookings carrying any of the chosen tags. */
export function BookingTagFilter({
  tagIds,
  onChange,
}: {
  tagIds: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const tags = useTags('booking');
  const options = tags.data ?? [];
  const value = tagIds
    .map((id) => options.find((t) => t.id === id))
    .filter((t): t is TTag => t !== undefined);
  return (
    <Autocomplete<TTag, true>
      multiple
      size="small"
      limitTags={2}
      options={options}
      loading={tags.isPending}
      value={value}
      onChange={(_event, next) => onChange(next.map((t) => t.id))}
      getOptionLabel={(tag) => tag.text}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionDisabled={(tag) => value.length >= TAG_SELECTION_CAP && !tagIds.includes(tag.id)}
      noOptionsText="No booking tags"
      renderOption={({ key, ...props }, tag) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <TagDot color={tag.color} />
          {tag.text}
        </Box>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <TagChip key={key} tag={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          placeholder={value.length === 0 ? 'All tags' : undefined}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
      sx={{ minWidth: { xs: '100%', sm: 180 }, maxWidth: { sm: 360 }, flex: { xs: 1, sm: '0 0 auto' } }}
    />
  );
}
