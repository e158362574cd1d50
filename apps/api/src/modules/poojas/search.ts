import type { Language, Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { storeSearchKeys, titleWords, type Searchable } from '../../lib/search';
import { allTexts, readerText } from '../../lib/translations';

/**
 * What search reads of a temple (lib/search): its name in every language and its deity first, then
 * where it is and its description, in every language too.
 */
export const searchableTemples: Searchable<{
  id: number;
  name: string;
  deity: string;
  description: string;
  place: string;
  region: string;
  translations: Translations;
}> = {
  table: 'temples',
  rows: (ids) =>
    sql`select id, name, deity, description, place, region, translations from temples where id in (${ids})`,
  document: (row) => ({
    head: [...allTexts(row.name, row.translations, 'name'), row.deity],
    body: (['place', 'region', 'description'] as const).flatMap((field) =>
      allTexts(row[field], row.translations, field),
    ),
  }),
};

/**
 * What search reads of a pooja: its name in every language first, then its purpose and description
 * (in every language too) and its temple's name and deity (so "ganpati" finds the poojas of a
 * Ganapati temple).
 */
export const searchablePoojas: Searchable<{
  id: number;
  name: string;
  purpose: string;
  description: string;
  translations: Translations;
  temple_name: string;
  temple_deity: string;
}> = {
  table: 'poojas',
  rows: (ids) =>
    sql`select p.id, p.name, p.purpose, p.description, p.translations, t.name as temple_name, t.deity as temple_deity
        from poojas p join temples t on t.id = p.temple_id where p.id in (${ids})`,
  document: (row) => ({
    head: allTexts(row.name, row.translations, 'name'),
    body: [
      ...allTexts(row.purpose, row.translations, 'purpose'),
      ...allTexts(row.description, row.translations, 'description'),
      row.temple_name,
      row.temple_deity,
    ],
  }),
};

/** After a temple is made or changed: its keys, and its poojas' (which hold its name and deity). */
export async function storeTempleSearchKeys(db: Db, templeId: number): Promise<void> {
  await storeSearchKeys(db, searchableTemples, [templeId]);
  const poojas = await selectRows<{ id: number }>(db, sql`select id from poojas where temple_id = ${templeId}`);
  await storeSearchKeys(
    db,
    searchablePoojas,
    poojas.map((p) => p.id),
  );
}

/**
 * What a temple search that found nothing may suggest: the words of the temples' names (as written
 * and in the reader's language), their deities and their places.
 */
export async function templeNamesToSuggest(db: Db, lang: Language | undefined): Promise<string[]> {
  const rows = await selectRows<{ name: string; deity: string; place: string; translations: Translations }>(
    db,
    sql`select name, deity, place, translations from temples where published`,
  );
  const texts = rows.map((r) => readerText(lang, r.translations));
  return [
    ...titleWords(rows.flatMap((r, i) => [r.name, texts[i]!.text('name', r.name)])),
    ...new Set(rows.flatMap((r, i) => [r.deity, r.place, texts[i]!.text('place', r.place)])),
  ];
}

/**
 * What a pooja search that found nothing may suggest: the words of the poojas' names (as written and
 * in the reader's language), and their temples' deities.
 */
export async function poojaNamesToSuggest(db: Db, lang: Language | undefined): Promise<string[]> {
  const rows = await selectRows<{ name: string; deity: string; translations: Translations }>(
    db,
    sql`select p.name, t.deity, p.translations from poojas p join temples t on t.id = p.temple_id
        where p.published and t.published`,
  );
  return [
    ...titleWords(rows.flatMap((r) => [r.name, readerText(lang, r.translations).text('name', r.name)])),
    ...new Set(rows.map((r) => r.deity)),
  ];
}
