import {
  POOJA_LIMITS as L,
  TEMPLE_CLOCK,
  YOUTUBE_VIDEO_ID,
  type CreatorTemple,
  type TempleUpdateRequest,
} from '@sangam/contracts';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import type { StaffMessageKey } from './messages';
import { rowId, type SentRows } from './rows';

/** The temple form's values (what the staff may change) and how they become the PATCH body. */

export interface TimingRow {
  id: string;
  label: string;
  opens: string;
  closes: string;
}
export interface AartiRow {
  id: string;
  name: string;
  time: string;
}
export interface VideoRow {
  id: string;
  /** The video's id, or its address as copied from YouTube. */
  youtube: string;
  title: string;
  live: boolean;
}
export interface TempleValues {
  description: string;
  timings: TimingRow[];
  aartis: AartiRow[];
  darshan_videos: VideoRow[];
  /** Name, description, place and region in other languages. */
  translations: TranslationsValue;
}

export const emptyTiming = (): TimingRow => ({ id: rowId(), label: '', opens: '', closes: '' });
export const emptyAarti = (): AartiRow => ({ id: rowId(), name: '', time: '' });
export const emptyVideo = (): VideoRow => ({ id: rowId(), youtube: '', title: '', live: false });

export function templeValues(temple: CreatorTemple): TempleValues {
  return {
    description: temple.description,
    timings: temple.timings.map((t) => ({ id: rowId(), ...t })),
    aartis: temple.aartis.map((a) => ({ id: rowId(), ...a })),
    darshan_videos: temple.darshan_videos.map((v) => ({
      id: rowId(),
      youtube: v.youtube_id,
      title: v.title,
      live: v.live,
    })),
    translations: translationsValue('temple', temple.translations, temple.content_language),
  };
}

/**
 * A YouTube video's id from what was pasted: the id itself, or an address of the video
 * (youtube.com/watch?v=…, youtu.be/…, /live/…, /embed/…, /shorts/…). Null when none is found.
 */
export function youtubeIdFrom(text: string): string | null {
  const value = text.trim();
  if (YOUTUBE_VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:live|embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
        : '';
  return YOUTUBE_VIDEO_ID.test(candidate) ? candidate : null;
}

/** '05:30' on the 24-hour clock; a time input may give '05:30:00' when seconds are shown. */
const clock = (text: string) => text.trim().slice(0, 5);

export interface TempleReading {
  /** The body to send, when the form is sound. */
  body: TempleUpdateRequest | null;
  /** The rules broken, by the form's key ('timings.<row id>.closes'). */
  errors: Record<string, StaffMessageKey>;
  sent: SentRows;
}

/** The form's values checked by the API's own rules, and the PATCH body (translations only when changed). */
export function readTemple(values: TempleValues): TempleReading {
  const errors: Record<string, StaffMessageKey> = {};
  const add = (key: string, rule: StaffMessageKey) => {
    errors[key] ??= rule;
  };
  if (values.description.trim().length > L.descriptionMax) add('description', 'max4000');

  if (values.timings.length > L.timingsMax) add('timings', 'tooManyTimings');
  for (const row of values.timings) {
    const label = row.label.trim();
    if (!label) add(`timings.${row.id}.label`, 'label');
    else if (label.length > L.labelMax) add(`timings.${row.id}.label`, 'max60');
    const opens = TEMPLE_CLOCK.test(clock(row.opens));
    const closes = TEMPLE_CLOCK.test(clock(row.closes));
    if (!opens) add(`timings.${row.id}.opens`, 'clock');
    if (!closes) add(`timings.${row.id}.closes`, 'clock');
    if (opens && closes && clock(row.opens) >= clock(row.closes)) add(`timings.${row.id}.closes`, 'closesAfterOpens');
  }

  if (values.aartis.length > L.aartisMax) add('aartis', 'tooManyAartis');
  for (const row of values.aartis) {
    const name = row.name.trim();
    if (!name) add(`aartis.${row.id}.name`, 'label');
    else if (name.length > L.labelMax) add(`aartis.${row.id}.name`, 'max60');
    if (!TEMPLE_CLOCK.test(clock(row.time))) add(`aartis.${row.id}.time`, 'clock');
  }

  if (values.darshan_videos.length > L.videosMax) add('darshan_videos', 'tooManyVideos');
  const videoIds = values.darshan_videos.map((row) => youtubeIdFrom(row.youtube));
  values.darshan_videos.forEach((row, index) => {
    if (!videoIds[index]) add(`darshan_videos.${row.id}.youtube_id`, 'youtubeId');
    if (row.title.trim().length > L.videoTitleMax) add(`darshan_videos.${row.id}.title`, 'max120');
  });

  const sent: SentRows = {
    timings: values.timings.map((r) => r.id),
    aartis: values.aartis.map((r) => r.id),
    darshan_videos: values.darshan_videos.map((r) => r.id),
  };
  if (Object.keys(errors).length) return { body: null, errors, sent };
  const translations = readTranslations('temple', values.translations);
  return {
    body: {
      ...(translations ? { translations } : {}),
      description: values.description.trim(),
      timings: values.timings.map((r) => ({ label: r.label.trim(), opens: clock(r.opens), closes: clock(r.closes) })),
      aartis: values.aartis.map((r) => ({ name: r.name.trim(), time: clock(r.time) })),
      darshan_videos: values.darshan_videos.map((r, index) => ({
        youtube_id: videoIds[index]!,
        title: r.title.trim(),
        live: r.live,
      })),
    },
    errors,
    sent,
  };
}
