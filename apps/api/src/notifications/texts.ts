import { DEFAULT_LANGUAGE, isLanguage, isTimeZone, localDateTimeFormat, type Language } from '@sangam/contracts';
import { fill, reasonInLanguage } from '../mail/templates';
import { formatMoney, formatPoojaDay, formatStay, formatWhen } from '../lib/booking-words';
import bn from './locales/bn.json';
import en from './locales/en.json';
import gu from './locales/gu.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';
import mr from './locales/mr.json';
import or from './locales/or.json';
import ta from './locales/ta.json';
import te from './locales/te.json';

type Texts = typeof en;
type Key = keyof Texts;
const TEXTS: Record<Language, Texts> = { en, hi, bn, mr, te, ta, gu, kn, or, ml };

/** Keys with plural forms, by their stem: `<stem>_one`, `<stem>_other` (as the web app's i18next). */
type PluralStem = { [K in Key]: K extends `${infer S}_other` ? S : never }[Key];

const textsOf = (lang: string): Texts => TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];

const text = (lang: string, key: Key, values: Record<string, string>) => fill(textsOf(lang)[key], values);

/** "12 new replies": the form the language's plural rules ask for (one and other in our ten). */
function plural(lang: string, stem: PluralStem, count: number, values: Record<string, string>) {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';
  return text(lang, `${stem}_${form}` as Key, { ...values, count: new Intl.NumberFormat(lang).format(count) });
}

/** An end ("2 Dec, 6:20 pm") in the reader's zone and words: an offer's or a ban's. */
const shortWhen = (lang: string, zone: string, at: Date) =>
  localDateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(at);

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export interface StoredNotification {
  kind: string;
  data: Record<string, unknown>;
  count: number;
}

/** The title and body of an item in the reader's language, made from its kind and data. */
export function notificationText(
  lang: string,
  item: StoredNotification,
  timeZone = 'UTC',
): { title: string; body: string } {
  const d = item.data;
  const values: Record<string, string> = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, str(v)]));
  if (values.reason) values.reason = reasonInLanguage(lang, values.reason);
  const zone = [str(d.time_zone), timeZone].find((z) => z && isTimeZone(z)) ?? 'UTC';
  // A class has a start and an end in a zone; a pooja has a day of its temple's calendar, a stay
  // its first night and the day of leaving.
  const when = () =>
    d.start && d.end
      ? formatWhen(new Date(str(d.start)), new Date(str(d.end)), lang, zone)
      : d.day
        ? formatPoojaDay(str(d.day), lang)
        : d.stay_start && d.stay_end
          ? formatStay(str(d.stay_start), str(d.stay_end), lang)
          : '';
  switch (item.kind) {
    case 'forum_reply_post':
    case 'forum_reply_comment':
      return {
        title: plural(lang, `${item.kind}_title`, item.count, values),
        body: text(lang, 'reply_body', values),
      };
    case 'forum_mention':
      return { title: text(lang, 'forum_mention_title', values), body: text(lang, 'reply_body', values) };
    case 'forum_removed':
      return {
        title: text(
          lang,
          d.content_type === 'post' ? 'forum_removed_post_title' : 'forum_removed_comment_title',
          values,
        ),
        body: d.reason ? text(lang, 'forum_removed_reason', values) : text(lang, 'forum_removed_body', values),
      };
    case 'forum_banned': {
      // A temporary ban's end in the reader's zone and words; a permanent one lasts until lifted.
      const until = d.until ? new Date(str(d.until)) : null;
      return {
        title: text(lang, 'forum_banned_title', values),
        body:
          until && !Number.isNaN(until.getTime())
            ? text(lang, 'forum_banned_until_body', {
                ...values,
                until: shortWhen(lang, zone, until),
              })
            : text(lang, 'forum_banned_body', values),
      };
    }
    case 'booking_reminder':
      // An online class about to begin: its link is in the person's bookings.
      if (d.soon)
        return {
          title: text(lang, 'booking_soon_title', values),
          body: text(lang, 'booking_soon_body', { when: when() }),
        };
      return {
        title: text(lang, 'booking_reminder_title', values),
        body: text(lang, 'booking_when_body', { when: when() }),
      };
    case 'booking_confirmed':
      return {
        title: text(lang, `${item.kind}_title`, values),
        body: text(lang, 'booking_when_body', { when: when() }),
      };
    case 'booking_changed':
      // A new time the tutor proposes (`start`/`end` are its), or the move of the learner accepting it.
      if (d.proposal === 'proposed')
        return {
          title: text(lang, 'booking_proposed_title', values),
          body: text(lang, 'booking_proposed_body', { ...values, when: when() }),
        };
      return {
        title: text(lang, d.proposal === 'accepted' ? 'booking_accepted_title' : 'booking_changed_title', values),
        body: text(lang, 'booking_changed_body', { when: when() }),
      };
    case 'booking_cancelled':
      return {
        title: text(lang, 'booking_cancelled_title', values),
        body:
          d.proposal === 'declined'
            ? text(lang, 'booking_declined_body', values)
            : text(lang, d.reason ? 'booking_cancelled_reason_body' : 'booking_cancelled_body', values),
      };
    case 'pooja_performed':
      // Performed without a recording (yet): the title says it all.
      return {
        title: text(lang, 'pooja_performed_title', values),
        body: d.recording ? text(lang, 'pooja_performed_body', values) : '',
      };
    case 'waitlist_offer': {
      // The offer's end, in the reader's zone and words: they have until then to pay.
      const until = new Date(str(d.until));
      return {
        title: text(lang, 'waitlist_offer_title', values),
        body: Number.isNaN(until.getTime())
          ? ''
          : text(lang, 'waitlist_offer_body', {
              until: shortWhen(lang, zone, until),
            }),
      };
    }
    case 'booking_refund':
      // The amount is stored as minor units and a currency, and written in the reader's own digits.
      return {
        title: text(lang, 'booking_refund_title', values),
        body:
          typeof d.minor === 'number' && typeof d.currency === 'string'
            ? text(lang, 'booking_refund_amount_body', { amount: formatMoney(d.minor, d.currency, lang) })
            : text(lang, 'booking_refund_body', values),
      };
    case 'pooja_prasad_sent':
    case 'retreat_message':
    case 'practice_reminder':
    case 'test':
      return { title: text(lang, `${item.kind}_title`, values), body: text(lang, `${item.kind}_body`, values) };
    default:
      // A kind this version does not know (written by a newer one): shown plainly rather than failing the list.
      return { title: item.kind, body: '' };
  }
}

/**
 * The practice reminder's title and body in a language, for a push with no inbox item behind it:
 * a guest's, who has neither an inbox nor a profile.
 */
export const practiceReminderText = (lang: string, counts: { remaining: number; total: number }) =>
  notificationText(lang, { kind: 'practice_reminder', data: counts, count: 1 });
