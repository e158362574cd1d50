import type { SQL } from 'drizzle-orm';
import { intArray, selectRows } from '../../db/client';
import type { WaitlistableKind } from './waitlist-kind';

/**
 * A kind's `describe` when its key is made of parts (a pooja and a day, a package and a stay): `partsOf`
 * reads a key (null: not one of the kind's), `rowOf` the id of the row whose title is shown and
 * `startsOn` the first day; `titles` selects `id, title` of those rows from the int array it is given,
 * in one query. A key whose row is gone is left out.
 */
export function describedByParts<Parts>(
  partsOf: (key: string) => Parts | null,
  rowOf: (parts: Parts) => number,
  startsOn: (parts: Parts) => string,
  titles: (ids: SQL) => SQL,
): WaitlistableKind['describe'] {
  return async (db, keys) => {
    const parsed = keys.flatMap((key) => {
      const parts = partsOf(key);
      return parts ? [{ key, parts }] : [];
    });
    const rows = await selectRows<{ id: number; title: string }>(
      db,
      titles(intArray(parsed.map(({ parts }) => rowOf(parts)))),
    );
    const byId = new Map(rows.map((r) => [r.id, r.title]));
    return new Map(
      parsed.flatMap(({ key, parts }) =>
        byId.has(rowOf(parts)) ? [[key, { title: byId.get(rowOf(parts))!, startsOn: startsOn(parts) }]] : [],
      ),
    );
  };
}
