import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchColumns } from './search-columns';
import { translationsColumn } from './translations-column';
import { users } from './users';

export const videoCategories = pgTable('video_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 60 }).notNull().unique(),
  slug: varchar({ length: 80 }).notNull().unique(),
  translations: translationsColumn(),
  /** Order of the category buttons. */
  position: integer().notNull().default(0),
});

/** Languages that videos are in; `code` is ISO 639 so the page can name it in any interface language. */
export const videoLanguages = pgTable('video_languages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: varchar({ length: 8 }).notNull().unique(),
  name: varchar({ length: 60 }).notNull().unique(),
  slug: varchar({ length: 80 }).notNull().unique(),
  position: integer().notNull().default(0),
});

export const tags = pgTable('tags', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 40 }).notNull().unique(),
  slug: varchar({ length: 80 }).notNull().unique(),
  /** The tag's name in each language: tags are a vocabulary (community tags reuse it by slug). */
  translations: translationsColumn(),
});

export const videos = pgTable(
  'videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    youtubeId: varchar({ length: 11 }).notNull().unique(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(''),
    categoryId: integer().references(() => videoCategories.id, { onDelete: 'set null' }),
    languageId: integer().references(() => videoLanguages.id, { onDelete: 'set null' }),
    isKids: boolean().notNull().default(false),
    durationSeconds: integer(),
    addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Creators submit, editors publish (issue 20): only published videos are in the library. */
    status: varchar({ length: 12 }).notNull().default('published'),
    /** Why an editor rejected it: the creator reads it. */
    reviewNote: text().notNull().default(''),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Place within its category set by editors: 1 first; 0 after the placed ones, newest first. */
    position: integer().notNull().default(0),
    ...searchColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('videos_category_idx').on(table.categoryId, table.createdAt.desc()),
    index('videos_language_idx').on(table.languageId, table.createdAt.desc()),
    index('videos_kids_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.isKids}`),
    index('videos_search_document_idx').using('gin', table.searchDocument),
    // The review queue, and the public list's status filter with its newest-first order (index only).
    index('videos_review_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // A category's list: the placed videos in their order, then the others newest first.
    index('videos_category_placed_idx')
      .on(table.categoryId, sql`(${table.position} = 0)`, table.position, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    check('videos_status', sql`${table.status} in ('pending', 'published', 'rejected', 'unpublished')`),
  ],
);

/**
 * Every search key of every published video, once: the lexicon a query's keys are compared with for
 * close spellings ("bagvat" → "bagavat"). Comparing a few thousand short words is fast; comparing
 * the query with each video's whole key was not (a sequential scan at 20,000 videos).
 */
export const searchWords = pgTable('search_words', { word: varchar({ length: 100 }).primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.tagId] }), index('video_tags_tag_idx').on(table.tagId)],
);

/** Classes-interest submissions from the nudge form (spec sections 3–5). */
export const classesInterest = pgTable(
  'classes_interest',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 254 }).notNull(),
    categories: text().array().notNull(),
    ageRanges: text().array().notNull(),
    timeZone: varchar({ length: 64 }).notNull(),
    language: varchar({ length: 5 }).notNull().default('en'),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestUuid: varchar({ length: 36 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('classes_interest_email_key').on(sql`lower(${table.email})`)],
);
