import { sql } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search columns of a searchable table, kept by its service with lib/search's keys: those of
 * the title, name and tags (weight A, ranked first) and of the rest (weight D), as one indexed vector.
 */
export const searchColumns = () => ({
  searchHead: text().notNull().default(''),
  searchBody: text().notNull().default(''),
  searchDocument: tsvector().generatedAlwaysAs(
    sql`setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')`,
  ),
});
