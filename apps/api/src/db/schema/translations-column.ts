import type { Translations } from '@sangam/contracts';
import { jsonb } from 'drizzle-orm/pg-core';

/** An item's fields in other languages (`{ hi: { name: '…' } }`); the original stays in its own columns. */
export const translationsColumn = () => jsonb().$type<Translations>().notNull().default({});
