import { slugify } from '@sangam/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { videoCategories, videoLanguages } from '../db/schema';
import { addVideo } from '../modules/videos';
import catalogue from './data/demo-videos.json';

/** The category buttons, in order. Slugs follow the spec: lower-case name, spaces to hyphens. */
export const VIDEO_CATEGORIES = [
  'Bhajan',
  'Mantra Chanting',
  'Stories',
  'Yoga',
  'Meditation',
  'Festivals',
  'Scripture Talks',
  'Kids',
];

/** Languages the videos are in, by ISO 639 code and English name (the slug). */
const VIDEO_LANGUAGES: Array<[code: string, name: string]> = [
  ['hi', 'Hindi'],
  ['sa', 'Sanskrit'],
  ['en', 'English'],
  ['ta', 'Tamil'],
  ['te', 'Telugu'],
  ['bn', 'Bengali'],
  ['mr', 'Marathi'],
  ['gu', 'Gujarati'],
  ['kn', 'Kannada'],
  ['ml', 'Malayalam'],
  ['or', 'Odia'],
];

export async function seedVideoCatalogue(db: Db): Promise<void> {
  await db
    .insert(videoCategories)
    .values(
      VIDEO_CATEGORIES.map((name, position) => ({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), position })),
    )
    .onConflictDoNothing();
  await db
    .insert(videoLanguages)
    .values(VIDEO_LANGUAGES.map(([code, name], position) => ({ code, name, slug: slugify(name), position })))
    .onConflictDoNothing();
}

/**
 * Demo videos with titles and descriptions in their own languages. Their YouTube ids are derived from
 * the title, not curated: the demo shows the library working, and an editor adds the real catalogue
 * through the add-video form (or this file) before launch. Dates are spread over recent weeks in a
 * mixed order, so the first page shows every kind of video.
 */
export async function seedDemoVideos(db: Db): Promise<void> {
  await seedVideoCatalogue(db);
  const ordered = [...catalogue].sort((a, b) => hash(a.title).localeCompare(hash(b.title)));
  const now = Date.now();
  for (const [index, video] of ordered.entries()) {
    await addVideo(
      db,
      {
        youtube_url: demoYoutubeId(video.title),
        title: video.title,
        description: video.description,
        category: video.category,
        language: video.language,
        tags: video.tags,
        is_kids: video.kids,
        duration_seconds: video.duration_seconds,
        created_at: new Date(now - index * 9 * 3600_000),
      },
      null,
    );
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** An 11-character id in YouTube's alphabet, stable for a title. */
export const demoYoutubeId = (title: string) =>
  createHash('sha256').update(`demo:${title}`).digest('base64url').slice(0, 11);
