import { Autocomplete, Box, TextField } from '@mui/material';
import { TAG_SELECTION_CAP, type TTag } from '@portal/domain';
import { useTags } from '../../actions-api.ts';
import { TagChip, TagDot } from './tag-chip.tsx';

/** The list's tag filter (staff): requests carrying any of the chosen tags. */
export function TagFilter({
  tagIds,
  onChange,
}: {
  tagIds: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const tags = useTags('bookingRequest');
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
      noOptionsText="No tags"
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
      sx={{ minWidth: { xs: '100%', sm: 200 }, maxWidth: { sm: 360 }, flex: { xs: 1, sm: '0 0 auto' } }}
    />
  );
}
