import { Autocomplete, Box, TextField } from '@mui/material';
import { TAG_SELECTION_CAP, type TagCategory, type TTag } from '@portal/domain';
import { useTags } from '../../actions-api.ts';
import { TagChip, TagDot } from './tag-chip.tsx';

/** What each list's filter says without tags, and how wide it starts (the booking toolbar holds more filters). */
const LOOK: Record<TagCategory, { noOptions: string; minWidth: number }> = {
  bookingRequest: { noOptions: 'No tags', minWidth: 200 },
  booking: { noOptions: 'No booking tags', minWidth: 180 },
};

/**
 * A list's tag filter (staff): requests — or, with category 'booking', bookings — carrying any of the chosen tags.
 */
export function TagFilter({
  tagIds,
  onChange,
  category = 'bookingRequest',
}: {
  tagIds: readonly string[];
  onChange: (ids: string[]) => void;
  category?: TagCategory;
}) {
  const tags = useTags(category);
  const look = LOOK[category];
  const options = tags.data ?? [];
  // Ids of tags deleted meanwhile stay in the filter until changed, but show nothing.
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
      noOptionsText={look.noOptions}
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
      sx={{
        minWidth: { xs: '100%', sm: look.minWidth },
        maxWidth: { sm: 360 },
        flex: { xs: 1, sm: '0 0 auto' },
      }}
    />
  );
}
