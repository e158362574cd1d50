import { addDays, isoDate, localParts, parseIsoDate, zonedInstant } from '@sangam/panchang';
import type { AartiTime, DarshanAnswer, Language } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { isoInZone } from '../../lib/iso-time';
import { readerText } from '../../lib/translations';
import { templeNames, templeSelect, type TempleRow } from './catalogue';

/**
 * Darshan: the temples' live and recorded videos, with each temple's aartis (times on the temple's
 * clock) shown on the visitor's clock for the visitor's today, and the next one to come.
 */

const two = (n: number) => String(n).padStart(2, '0');

interface Occurrence {
  at: Date;
  entry: AartiTime;
}

/**
 * Each aarti on the temple dates around the visitor's today, as instants. Zones differ by at most
 * 26 hours, so the temple's dates from the day before to two days after cover the visitor's today
 * and the next aarti after it.
 */
function occurrences(row: TempleRow, visitorToday: string, timeZone: string, lang?: Language): Occurrence[] {
  const today = parseIsoDate(visitorToday);
  const names = readerText(lang, row.translations).list(
    'aartis',
    row.aartis.map((aarti) => aarti.name),
    true,
  );
  const found: Occurrence[] = [];
  for (const shift of [-1, 0, 1, 2]) {
    const date = addDays(today, shift);
    for (const [i, aarti] of row.aartis.entries()) {
      const [hour, minute] = aarti.time.split(':').map(Number);
      if (!Number.isInteger(hour) || !Number.isInteger(minute)) continue;
      const at = zonedInstant(date, row.time_zone, hour, minute);
      const local = localParts(at, timeZone);
      found.push({
        at,
        entry: {
          name: names[i]!.text,
          ...(names[i]!.original ? { name_original: names[i]!.original } : {}),
          temple_time: aarti.time,
          start: isoInZone(at, timeZone),
          time: `${two(local.hour)}:${two(local.minute)}`,
        },
      });
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Published temples with darshan videos or aartis: live streams first, then the soonest next aarti. */
export async function darshan(db: Db, timeZone: string, lang?: Language, now = new Date()): Promise<DarshanAnswer> {
  const rows = await selectRows<TempleRow>(
    db,
    sql`${templeSelect} where t.published
          and (jsonb_array_length(t.darshan_videos) > 0 or jsonb_array_length(t.aartis) > 0)
        order by t.name, t.id limit 500`,
  );
  const visitorToday = isoDate(localParts(now, timeZone));
  const results = rows.map((row) => {
    const all = occurrences(row, visitorToday, timeZone, lang);
    const { name, place, name_original, place_original } = templeNames(row, lang);
    const next = all.find((o) => o.at.getTime() > now.getTime()) ?? null;
    return {
      sortKey: next?.at.getTime() ?? Number.MAX_SAFE_INTEGER,
      item: {
        temple: {
          slug: row.slug,
          name,
          ...(name_original ? { name_original } : {}),
          deity: row.deity,
          place,
          ...(place_original ? { place_original } : {}),
          photo: row.photos[0] ?? '',
          time_zone: row.time_zone,
        },
        videos: row.darshan_videos,
        live: row.darshan_videos.some((v) => v.live),
        aartis: all.filter((o) => o.entry.start.startsWith(visitorToday)).map((o) => o.entry),
        next_aarti: next?.entry ?? null,
      },
    };
  });
  results.sort((a, b) => Number(b.item.live) - Number(a.item.live) || a.sortKey - b.sortKey);
  return { time_zone: timeZone, date: visitorToday, results: results.map((r) => r.item) };
}
