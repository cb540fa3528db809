import { z } from 'zod';
import { ZText } from '../validation.ts';

/**
 * Tags (spec 002 §2 "Tags", §4, §5, §8): named colours staff put on bookings and booking requests.
 * A tag belongs to one category; an item holds at most TAG_SELECTION_CAP of them.
 */

export const TAG_CATEGORIES = ['booking', 'bookingRequest'] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** Spec 002 §9: at most 10 tags can be chosen, after which the other options are disabled. */
export const TAG_SELECTION_CAP = 10;

/** Spec 002 §8, word for word. */
export const TAG_MESSAGES = {
  created: 'The tag has been created.',
  updated: 'The tag has been updated.',
  deleted: 'The tag has been deleted.',
  selected: 'The tag has been selected.',
  deselected: 'The tag has been deselected.',
  createFailed: 'An error has occurred during tag creation.',
  updateFailed: 'An error has occurred during the updating of the tag.',
  deleteFailed: 'An error has occurred during tag deletion.',
  selectFailed: 'An error has occurred during the selection of the tag.',
  deselectFailed: 'An error has occurred during the deselection of the tag.',
  // Ours: the spec names the rule (a non-blank name and a colour) but not its words.
  nameRequired: 'Give the tag a name.',
  colorRequired: 'Choose a colour for the tag.',
  tooMany: `An item can have at most ${TAG_SELECTION_CAP} tags.`,
  usedOutsideCarriers:
    'This tag is also on bookings or requests of carriers you do not work with, so it can only be changed or deleted by someone who sees them.',
} as const;

/** Colours are CSS hex colours (#rrggbb), what the colour picker gives. */
export const ZTagColor = z
  .string(TAG_MESSAGES.colorRequired)
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, TAG_MESSAGES.colorRequired)
  .transform((c) => c.toLowerCase());

export const ZTag = z.object({
  id: z.string().uuid(),
  text: z.string(),
  color: z.string(),
  category: z.enum(TAG_CATEGORIES),
  createdAt: z.string(),
});
export type TTag = z.infer<typeof ZTag>;

/** POST /api/tags and PATCH /api/tags/{id}. */
export const ZTagInput = z.object({
  text: ZText.trim().min(1, TAG_MESSAGES.nameRequired).max(40, 'A tag name has at most 40 characters.'),
  color: ZTagColor,
  category: z.enum(TAG_CATEGORIES),
});
export type TTagInput = z.infer<typeof ZTagInput>;

export const ZTagsQuery = z.object({ category: z.enum(TAG_CATEGORIES).optional() });

/** PUT /api/booking-requests/{id}/tags (and later the booking's): the whole selection, at most the cap. */
export const ZTagSelection = z.object({
  tagIds: z
    .array(z.string().uuid('The tag id is not valid.'))
    .max(TAG_SELECTION_CAP, TAG_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, 'A tag can be chosen once.'),
});
export type TTagSelection = z.infer<typeof ZTagSelection>;

/** Whether one more tag may be chosen: the web disables the other options at the cap. */
export const canSelectMoreTags = (selected: readonly string[]): boolean =>
  selected.length < TAG_SELECTION_CAP;

/**
 * Tags are shared by every carrier's records (DECISIONS.md 46): a carrier-restricted staff member (allowed, from
 * allowedCarriers; null is unrestricted) may change or delete a tag only while every booking and request carrying
 * it is of an allowed carrier, so nobody renames or removes what colleagues of other carriers use.
 */
export function tagChangeRefusal(
  allowed: readonly string[] | null,
  carriersUsingTag: readonly string[],
): string | null {
  if (allowed === null) return null;
  return carriersUsingTag.every((id) => allowed.includes(id)) ? null : TAG_MESSAGES.usedOutsideCarriers;
}
