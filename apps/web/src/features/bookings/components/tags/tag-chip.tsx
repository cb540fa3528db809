import { Box, Chip, type ChipProps } from '@mui/material';
import type { TagCategory, TTag } from '@portal/domain';
import { useTags } from '../../actions-api.ts';

/** Tags carry #rrggbb colours; anything else (never expected) shows grey rather than breaking the page. */
const safeColor = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#9e9e9e');

/** A tag in its own colour, the text in black or white, whichever reads better on it. */
export function TagChip({
  tag,
  ...props
}: { tag: Pick<TTag, 'text' | 'color'> } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      label={tag.text}
      {...props}
      sx={[
        (theme) => ({
          bgcolor: safeColor(tag.color),
          color: theme.palette.getContrastText(safeColor(tag.color)),
          fontWeight: 600,
          maxWidth: 180,
          '& .MuiChip-deleteIcon': {
            color: 'inherit',
            opacity: 0.7,
            '&:hover': { color: 'inherit', opacity: 1 },
          },
        }),
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

/** A colour dot, as the tag lists show it beside the name. */
export function TagDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: safeColor(color),
        flexShrink: 0,
        boxShadow: 1,
      }}
    />
  );
}

/**
 * The tags of a list row or card (staff): ids resolved through the one tags query of the category (request tags
 * unless told otherwise); ids of tags deleted meanwhile are skipped. Nothing is drawn without tags.
 */
export function RowTagChips({
  tagIds,
  staff,
  category = 'bookingRequest',
}: {
  tagIds: readonly string[] | undefined;
  staff: boolean;
  category?: TagCategory;
}) {
  const tags = useTags(category, staff && (tagIds?.length ?? 0) > 0);
  if (!staff || !tagIds?.length || !tags.data) return null;
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
