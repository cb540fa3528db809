import { z } from 'zod';

/** One list contract for every list screen (STYLE.md): page is 1-based, perPage at most 100. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'perPage must be from 1 to 100.')
    .max(100, 'perPage must be from 1 to 100.')
    .default(10),
});

export function ZListAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    count: z.number().int(),
    currentPage: z.number().int(),
    perPage: z.number().int(),
    totalPages: z.number().int(),
    /** Set when counting stopped early: there are at least `count` rows (the list shows "1,025+"). */
    countCapped: z.boolean().optional(),
  });
}

export interface ListAnswer<T> {
  data: T[];
  count: number;
  currentPage: number;
  perPage: number;
  totalPages: number;
  countCapped?: boolean;
}

export function listAnswer<T>(
  data: T[],
  count: number,
  page: number,
  perPage: number,
  countCapped = false,
): ListAnswer<T> {
  const totalPages = Math.max(1, Math.ceil(count / perPage));
  return { data, count, currentPage: page, perPage, totalPages, countCapped };
}
