import { z } from './zod';

/** DRF-style list answer: `{ count, next, previous, results }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/**
 * A searchable list's answer: a search that finds nothing also names the names spelled nearest to
 * its words ("ganseh" → "Ganesha"), for "Did you mean …" (issue 21).
 */
export function searchedPage<T extends z.ZodType>(item: T) {
  return paginated(item).extend({ suggestions: z.array(z.string()).optional() });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
