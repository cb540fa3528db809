import { SCHEDULE_SEARCH_FIELDS, type ScheduleSearchField } from '@portal/domain';
import { isInputError } from './use-search-error-snackbar.tsx';

/**
 * A 400 answer names the field it is about ('destination: Choose a destination other than the origin.',
 * docs/decisions.md 7): such a message goes under that field of the search bar, any other one above the results.
 */
export function searchFieldErrors(error: unknown): {
  fields: Partial<Record<ScheduleSearchField, string>>;
  other: string | null;
} {
  if (!isInputError(error)) return { fields: {}, other: null };
  const match = /^(\w+): (.+)$/s.exec(error.message);
  const field = match?.[1] as ScheduleSearchField | undefined;
  if (match && field && SCHEDULE_SEARCH_FIELDS.includes(field))
    return { fields: { [field]: match[2]! }, other: null };
  return { fields: {}, other: error.message };
}
