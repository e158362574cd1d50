import { APP_CANCEL_REASONS, DEFAULT_LANGUAGE, isLanguage, nameInText, type Language } from '@sangam/contracts';
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
import type { Mail, MailAttachment } from './mailer';

type Texts = typeof en;
const TEXTS: Record<Language, Texts> = { en, hi, bn, mr, te, ta, gu, kn, or, ml };

/** Puts values into a text's {{placeholders}} (mail, and the in-app notifications' texts). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The texts of a language, English for one we do not have. */
const textsOf = (lang: string): Texts => TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];

export type MailTextKey = keyof Texts;

/** One of the mail texts in a language, filled in (e.g. the description of a calendar event). */
export const mailText = (lang: string, key: MailTextKey, values: Record<string, string>) =>
  fill(textsOf(lang)[key], values);

/**
 * A cancellation's reason in the reader's language when the app wrote it (a booking released
 * unpaid, a payment come too late); a person's own words as they wrote them.
 */
export function reasonInLanguage(lang: string, reason: string): string {
  const key = APP_CANCEL_REASONS[reason];
  return key ? textsOf(lang)[`cancel_reason_${key}`] : reason;
}

/** A paragraph of a mail: one of the mail texts, a link on its own, or a text already written. */
export type MailBlock = MailTextKey | { link: string } | { text: string };

/** A mail of paragraphs and links in the person's language, greeting first, as text and as HTML. */
function composeBlocks(
  to: string,
  lang: string,
  values: Record<string, string>,
  subjectKey: MailTextKey | { text: string },
  blocks: MailBlock[],
): Mail {
  const texts = textsOf(lang);
  // The label is our name inside the mail's sentences: in the reader's script (सनातन संगम).
  if (values.label) values = { ...values, label: nameInText(lang, values.label) };
  if (values.reason) values = { ...values, reason: reasonInLanguage(lang, values.reason) };
  const greeting: MailBlock = values.name ? 'greeting' : 'greeting_plain';
  const paragraphs = [greeting, ...blocks, 'signature' as const].map((block) =>
    typeof block === 'string'
      ? { text: fill(texts[block], values) }
      : 'link' in block
        ? { text: block.link, link: block.link }
        : { text: block.text },
  );
  return {
    to,
    subject: typeof subjectKey === 'string' ? fill(texts[subjectKey], values) : subjectKey.text,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: paragraphs
      .map((p) =>
        p.link
          ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
          : `<p>${escapeHtml(p.text).replaceAll('\n', '<br>')}</p>`,
      )
      .join('\n'),
  };
}

/** A mail of paragraphs (and an optional link after the first) in the person's language. */
function compose(
  to: string,
  lang: string,
  values: Record<string, string>,
  subjectKey: MailTextKey,
  paragraphKeys: MailTextKey[],
  link?: string,
): Mail {
  const [first, ...rest] = paragraphKeys;
  const blocks: MailBlock[] = link ? [...(first ? [first] : []), { link }, ...rest] : paragraphKeys;
  return composeBlocks(to, lang, values, subjectKey, blocks);
}

export interface Recipient {
  email: string;
  name: string;
  language: string;
}

export const verificationMail = (to: Recipient, code: string, label: string) =>
  compose(to.email, to.language, { name: to.name, code, label }, 'verify_subject', ['verify_body', 'verify_ignore']);

export const passwordResetMail = (to: Recipient, link: string, label: string) =>
  compose(to.email, to.language, { name: to.name, label }, 'reset_subject', ['reset_body', 'reset_ignore'], link);

/** Confirms a classes-interest form; the form asks for no name, so the greeting has none. */
export const classesInterestMail = (email: string, language: string, label: string) =>
  compose(email, language, { label }, 'interest_subject', ['interest_body', 'interest_ignore']);

/** The daily practice reminder: what is still to do today, a link to mark it and one to stop. */
export const practiceReminderMail = (
  to: Recipient,
  counts: { remaining: number; total: number },
  links: { tracker: string; settings: string },
  label: string,
) =>
  compose(
    to.email,
    to.language,
    {
      name: to.name,
      label,
      remaining: String(counts.remaining),
      total: String(counts.total),
      settings: links.settings,
    },
    'reminder_subject',
    ['reminder_body', 'reminder_stop'],
    links.tracker,
  );

/**
 * A notification by mail (a reply to one's post…): its title and body are the in-app item's, in the
 * recipient's language already; then the page it opens and where to choose what comes by mail.
 */
export const notificationMail = (
  to: Recipient,
  item: { title: string; body: string },
  links: { open: string; settings: string },
  label: string,
) =>
  composeBlocks(to.email, to.language, { name: to.name, label, settings: links.settings }, { text: item.title }, [
    { text: item.body ? `${item.title}\n${item.body}` : item.title },
    { link: links.open },
    'notification_settings',
  ]);

/**
 * A booking mail (made, paid, moved, cancelled, reminder): its paragraphs are chosen by the caller
 * (booking-mail.ts), the texts are the recipient's language's; the calendar file goes with it.
 */
export const bookingMail = (
  to: Recipient,
  values: Record<string, string>,
  subjectKey: MailTextKey,
  blocks: MailBlock[],
  attachments: MailAttachment[],
  label: string,
): Mail => ({
  ...composeBlocks(to.email, to.language, { ...values, name: to.name, label }, subjectKey, blocks),
  attachments,
});
