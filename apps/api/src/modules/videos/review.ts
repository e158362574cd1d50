import {
  VIDEO_LIMITS,
  type ConsoleVideo,
  type consoleUpdateVideoRequestSchema,
  type consoleVideoListQuerySchema,
  type VideoStatus,
} from '@sangam/contracts';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { tags, users, videoCategories, videoLanguages, videos, videoTags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { recordAudit } from '../console';
import {
  addToLexicon,
  cardColumns,
  ensureTags,
  findCategory,
  findLanguage,
  forgetCounts,
  NEWEST_FIRST,
  PLACED_FIRST,
  pruneLexicon,
  searchCondition,
  searchFields,
  toVideos,
} from './service';

/**
 * The library as editors keep it (issue 20): every video whatever its state, and the changes an
 * editor makes. Each change is audited in its own transaction, and keeps the search fields, the
 * lexicon and the cached counts of the public lists right.
 */

const consoleColumns = {
  ...cardColumns,
  status: videos.status,
  reviewNote: videos.reviewNote,
  position: videos.position,
  reviewedAt: videos.reviewedAt,
  adderId: users.id,
  adderUsername: users.username,
  adderName: users.displayName,
};

async function consoleVideos(db: Db, where: SQL | undefined, order: SQL[], limit?: number, offset = 0) {
  let query = db
    .select(consoleColumns)
    .from(videos)
    .leftJoin(users, eq(users.id, videos.addedBy))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const rows = await query;
  const cards = await toVideos(db, rows);
  return rows.map((row, i): ConsoleVideo => ({
    ...cards[i]!,
    status: row.status as VideoStatus,
    review_note: row.reviewNote,
    position: row.position,
    added_by:
      row.adderId === null
        ? null
        : { id: row.adderId, username: row.adderUsername ?? '', display_name: row.adderName ?? '' },
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }));
}

export async function getConsoleVideo(db: Db, id: number): Promise<ConsoleVideo> {
  const [video] = await consoleVideos(db, eq(videos.id, id), []);
  if (!video) throw notFound('Video not found.');
  return video;
}

type ConsoleListQuery = z.infer<typeof consoleVideoListQuerySchema>;

/**
 * The console's list: by state, category and words. The review queue (pending) comes oldest first,
 * as the videos came; a category in its placed order; otherwise newest first.
 */
export async function listConsoleVideos(
  db: Db,
  query: ConsoleListQuery,
): Promise<{ count: number; results: ConsoleVideo[]; pageSize: number }> {
  const pageSize = query.page_size ?? VIDEO_LIMITS.pageSize;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(videos.status, query.status));
  if (query.category) {
    filters.push(sql`${videos.categoryId} = (select id from video_categories where slug = ${query.category})`);
  }
  const order: SQL[] = [];
  if (query.q) {
    const search = await searchCondition(db, query.q);
    if (!search) return { count: 0, results: [], pageSize };
    filters.push(search.match);
    order.push(desc(search.rank));
  }
  if (query.status === 'pending') order.push(asc(videos.createdAt), asc(videos.id));
  else if (query.category) order.push(...PLACED_FIRST);
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(videos)
    .where(where);
  const results = await consoleVideos(db, where, [...order, ...NEWEST_FIRST], limit, offset);
  return { count: total?.count ?? 0, results, pageSize };
}

/** A creator's own submissions, newest first, with their state and the editor's note. */
export async function listSubmittedVideos(
  db: Db,
  creatorId: number,
  page: number,
  pageSize: number = VIDEO_LIMITS.pageSize,
): Promise<{ count: number; results: ConsoleVideo[]; pageSize: number }> {
  const { limit, offset } = pageWindow(page, pageSize);
  const mine = eq(videos.addedBy, creatorId);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(videos)
    .where(mine);
  const results = await consoleVideos(db, mine, NEWEST_FIRST, limit, offset);
  return { count: total?.count ?? 0, results, pageSize };
}

/** The video's row, locked for the change, with the names the audit records. */
async function lockVideo(db: Db, id: number) {
  const [row] = await db
    .select({
      id: videos.id,
      youtubeId: videos.youtubeId,
      title: videos.title,
      description: videos.description,
      categoryId: videos.categoryId,
      category: videoCategories.slug,
      categoryName: videoCategories.name,
      categoryTranslations: videoCategories.translations,
      languageId: videos.languageId,
      language: videoLanguages.code,
      isKids: videos.isKids,
      durationSeconds: videos.durationSeconds,
      position: videos.position,
      status: videos.status,
      reviewNote: videos.reviewNote,
      searchHead: videos.searchHead,
      searchBody: videos.searchBody,
    })
    .from(videos)
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .leftJoin(videoLanguages, eq(videoLanguages.id, videos.languageId))
    .where(eq(videos.id, id))
    .for('update', { of: videos });
  if (!row) throw notFound('Video not found.');
  return row;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A video's tags with their names per language (its search document holds them all), by name. */
async function tagsOfVideo(db: Db, videoId: number) {
  const rows = await db
    .select({ name: tags.name, translations: tags.translations })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(eq(videoTags.videoId, videoId));
  return rows.sort(byName);
}

/** The fields that differ, as the audit's before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const pick = (from: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, from[k] ?? null]));
  return { changed: changed.length > 0, before: pick(before), after: pick(after) };
}

type VideoUpdate = z.infer<typeof consoleUpdateVideoRequestSchema>;

/** An editor changes any of a video's fields; the search fields follow its words. */
export async function updateVideo(db: Db, actorId: number, id: number, patch: VideoUpdate): Promise<ConsoleVideo> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const video = await lockVideo(tx, id);
    const oldTagRows = await tagsOfVideo(tx, id);
    const oldTags = oldTagRows.map((t) => t.name);
    const category = patch.category === undefined ? null : await findCategory(tx, patch.category);
    const language = patch.language === undefined ? null : await findLanguage(tx, patch.language);
    const tagRows = patch.tags === undefined ? null : patch.tags.length ? await ensureTags(tx, patch.tags) : [];
    const newTagRows = tagRows ? [...tagRows].sort(byName) : oldTagRows;
    const newTags = newTagRows.map((t) => t.name);
    const movedCategory = category !== null && category.id !== video.categoryId;
    const next = {
      title: patch.title ?? video.title,
      description: patch.description ?? video.description,
      categoryId: category?.id ?? video.categoryId,
      languageId: language?.id ?? video.languageId,
      isKids: patch.is_kids ?? video.isKids,
      durationSeconds: patch.duration_seconds === undefined ? video.durationSeconds : patch.duration_seconds,
      // A place belongs to a category: a video moved to another one starts unplaced there.
      position: patch.position ?? (movedCategory ? 0 : video.position),
      ...searchFields(
        patch.title ?? video.title,
        newTagRows,
        category ??
          (video.categoryName === null ? null : { name: video.categoryName, translations: video.categoryTranslations }),
        patch.description ?? video.description,
      ),
    };
    await tx.update(videos).set(next).where(eq(videos.id, id));
    if (tagRows) {
      await tx.delete(videoTags).where(eq(videoTags.videoId, id));
      if (tagRows.length) await tx.insert(videoTags).values(tagRows.map((t) => ({ videoId: id, tagId: t.id })));
    }
    if (
      video.status === 'published' &&
      (next.searchHead !== video.searchHead || next.searchBody !== video.searchBody)
    ) {
      await addToLexicon(tx, next);
      await pruneLexicon(tx, video);
    }
    const diff = changes(
      {
        title: video.title,
        description: video.description,
        category: video.category,
        language: video.language,
        tags: oldTags,
        is_kids: video.isKids,
        duration_seconds: video.durationSeconds,
        position: video.position,
      },
      {
        title: next.title,
        description: next.description,
        category: category?.slug ?? video.category,
        language: language?.code ?? video.language,
        tags: newTags,
        is_kids: next.isKids,
        duration_seconds: next.durationSeconds,
        position: next.position,
      },
    );
    if (diff.changed) {
      await recordAudit(tx, {
        actorId,
        action: 'video.update',
        targetType: 'video',
        targetId: id,
        before: diff.before,
        after: diff.after,
      });
    }
  });
  forgetCounts();
  return getConsoleVideo(db, id);
}

interface Transition {
  action: 'video.publish' | 'video.unpublish' | 'video.reject';
  to: VideoStatus;
  /** The states it may start from, and what to say otherwise. */
  from: VideoStatus[];
  refusal: string;
}

const PUBLISH: Transition = {
  action: 'video.publish',
  to: 'published',
  from: ['pending', 'rejected', 'unpublished'],
  refusal: 'This video is already published.',
};
const UNPUBLISH: Transition = {
  action: 'video.unpublish',
  to: 'unpublished',
  from: ['published'],
  refusal: 'Only a published video can be unpublished.',
};
const REJECT: Transition = {
  action: 'video.reject',
  to: 'rejected',
  from: ['pending', 'published', 'unpublished'],
  refusal: 'This video is already rejected.',
};

/**
 * Moves a video to another state. Publishing makes the creator's kids' flag (as the editor left it)
 * take effect and clears an old rejection; leaving the library gives up its place in the category.
 */
async function moveVideo(db: Db, actorId: number, id: number, transition: Transition, reason = '') {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const video = await lockVideo(tx, id);
    if (!transition.from.includes(video.status as VideoStatus)) throw conflict(transition.refusal);
    const next = {
      status: transition.to,
      reviewNote: reason,
      position: transition.to === 'published' ? video.position : 0,
    };
    await tx
      .update(videos)
      .set({ ...next, reviewedBy: actorId, reviewedAt: new Date() })
      .where(eq(videos.id, id));
    if (transition.to === 'published') await addToLexicon(tx, video);
    else if (video.status === 'published') await pruneLexicon(tx, video);
    const diff = changes(
      { status: video.status, review_note: video.reviewNote, position: video.position },
      { status: next.status, review_note: next.reviewNote, position: next.position },
    );
    await recordAudit(tx, {
      actorId,
      action: transition.action,
      targetType: 'video',
      targetId: id,
      before: diff.before,
      after: diff.after,
    });
  });
  forgetCounts();
  return getConsoleVideo(db, id);
}

export const publishVideo = (db: Db, actorId: number, id: number) => moveVideo(db, actorId, id, PUBLISH);
export const unpublishVideo = (db: Db, actorId: number, id: number) => moveVideo(db, actorId, id, UNPUBLISH);
/** The reason is what the creator reads beside the video in their submissions. */
export const rejectVideo = (db: Db, actorId: number, id: number, reason: string) =>
  moveVideo(db, actorId, id, REJECT, reason);

/** Removes a video for good (its tags' links go with it); the audit keeps what it was. */
export async function deleteVideo(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const video = await lockVideo(tx, id);
    await tx.delete(videos).where(eq(videos.id, id));
    if (video.status === 'published') await pruneLexicon(tx, video);
    await recordAudit(tx, {
      actorId,
      action: 'video.delete',
      targetType: 'video',
      targetId: id,
      before: {
        youtube_id: video.youtubeId,
        title: video.title,
        category: video.category,
        language: video.language,
        status: video.status,
      },
    });
  });
  forgetCounts();
}

/**
 * Places a category's videos: those named take places 1..n in that order, the category's others
 * none (after the placed ones, newest first). Only published videos of the category can be placed.
 */
export async function orderCategory(db: Db, actorId: number, slug: string, ids: number[]): Promise<number[]> {
  if (new Set(ids).size !== ids.length) {
    throw badRequest('Place each video once.', { video_ids: ['Place each video once.'] });
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [category] = await tx.select().from(videoCategories).where(eq(videoCategories.slug, slug));
    if (!category) throw notFound('Category not found.');
    const placedBefore = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.categoryId, category.id), ne(videos.position, 0)))
      .orderBy(asc(videos.position), asc(videos.id))
      .for('update');
    const placeable = ids.length
      ? await tx
          .select({ id: videos.id })
          .from(videos)
          .where(and(inArray(videos.id, ids), eq(videos.categoryId, category.id), eq(videos.status, 'published')))
          .for('update')
      : [];
    if (placeable.length !== ids.length) {
      const message = 'Place only published videos of this category.';
      throw badRequest(message, { video_ids: [message] });
    }
    const order = sql`array[${sql.join(
      ids.map((v) => sql`${v}`),
      sql`, `,
    )}]::int[]`;
    await tx
      .update(videos)
      .set({ position: sql`coalesce(array_position(${order}, ${videos.id}), 0)` })
      .where(
        and(
          eq(videos.categoryId, category.id),
          or(ne(videos.position, 0), ids.length ? inArray(videos.id, ids) : sql`false`),
        ),
      );
    await recordAudit(tx, {
      actorId,
      action: 'category.order',
      targetType: 'category',
      targetId: slug,
      before: { video_ids: placedBefore.map((r) => r.id) },
      after: { video_ids: ids },
    });
  });
  return ids;
}
