import {
  templeUpdateRequestSchema,
  YOUTUBE_VIDEO_ID,
  type CreatorTemple,
  type TempleUpdateRequest,
} from '@sangam/contracts';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import type { FormRefusals } from './messages';
import { rowId, type SentRows } from './rows';
import { schemaRefusals } from './schema-rules';

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

export interface TempleReading extends FormRefusals {
  /** The body to send, when the form is sound. */
  body: TempleUpdateRequest | null;
  sent: SentRows;
}

/**
 * The form's values as the PATCH body (translations only when changed), checked by the contract's
 * schema: the API's own rules, in its sentences. A pasted video address becomes its id first; one
 * where no id is found goes as typed, for the schema to refuse.
 */
export function readTemple(values: TempleValues): TempleReading {
  const translations = readTranslations('temple', values.translations);
  const body = {
    ...(translations ? { translations } : {}),
    description: values.description.trim(),
    timings: values.timings.map((r) => ({ label: r.label.trim(), opens: clock(r.opens), closes: clock(r.closes) })),
    aartis: values.aartis.map((r) => ({ name: r.name.trim(), time: clock(r.time) })),
    darshan_videos: values.darshan_videos.map((r) => ({
      youtube_id: youtubeIdFrom(r.youtube) ?? r.youtube.trim(),
      title: r.title.trim(),
      live: r.live,
    })),
  };
  const sent: SentRows = {
    timings: values.timings.map((r) => r.id),
    aartis: values.aartis.map((r) => r.id),
    darshan_videos: values.darshan_videos.map((r) => r.id),
  };
  const checked = templeUpdateRequestSchema.safeParse(body);
  return { body: checked.success ? body : null, ...schemaRefusals(checked.error?.issues ?? [], sent), sent };
}
