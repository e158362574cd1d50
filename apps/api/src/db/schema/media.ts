import { customType, index, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Image bytes; node-postgres reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A photo a creator uploaded (a retreat's, a journey's), already resized to WebP in two widths. The
 * bytes live in the database rather than on one server's disk, so every API process behind the load
 * balancer serves every photo and a backup of the database holds them too.
 */
export const uploadedPhotos = pgTable(
  'uploaded_photos',
  {
    id: uuid().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The large copy's size in pixels (at most PHOTO_WIDTHS.large wide). */
    width: smallint().notNull(),
    height: smallint().notNull(),
    large: bytea().notNull(),
    small: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_photos_owner_idx').on(t.ownerId, t.createdAt)],
);
