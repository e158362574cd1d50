import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { pageWindow } from './paging';

/**
 * One page of a list and the count of all it finds, read at once: `rows` is the ordered query
 * without its window, `counted` what the count reads (`from … where …`, or a subquery).
 */
export async function selectPage<Row>(
  db: Pick<Db, 'execute'>,
  page: number,
  pageSize: number,
  rows: SQL,
  counted: SQL,
): Promise<{ count: number; rows: Row[] }> {
  const { limit, offset } = pageWindow(page, pageSize);
  const [found, [total]] = await Promise.all([
    selectRows<Row>(db, sql`${rows} limit ${limit} offset ${offset}`),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${counted}`),
  ]);
  return { count: total?.n ?? 0, rows: found };
}
