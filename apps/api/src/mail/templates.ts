import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sangam/contracts';
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
import type { Mail } from './mailer';

type Texts = typeof en;
const TEXTS: Record<Language, Texts> = { en, hi, bn, mr, te, ta, gu, kn, or, ml };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A mail of paragraphs (and an optional link) in the person's language, as text and as HTML. */
function compose(
  to: string,
  lang: string,
  values: Record<string, string>,
  subjectKey: keyof Texts,
  paragraphKeys: Array<keyof Texts>,
  link?: string,
): Mail {
  const texts = TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  const greeting = values.name ? texts.greeting : texts.greeting_plain;
  const paragraphs = [greeting, ...paragraphKeys.map((key) => texts[key]), texts.signature].map((p) => fill(p, values));
  if (link) paragraphs.splice(2, 0, link);
  return {
    to,
    subject: fill(texts[subjectKey], values),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
      )
      .join('\n'),
  };
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
