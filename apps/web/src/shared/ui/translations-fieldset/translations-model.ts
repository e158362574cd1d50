import {
  LANGUAGES,
  TRANSLATABLE_FIELDS,
  TRANSLATED_LIST_FIELDS,
  type Language,
  type Translations,
  type TranslationsRequest,
} from '@sangam/contracts';

/**
 * An item's texts in other languages as a form holds them, and what the form sends: only the
 * languages changed, a removed one as `null` (the API keeps a language left out as it was).
 */

export interface TranslationEntry {
  lang: Language;
  /** Each text field's text, '' where not translated. */
  texts: Record<string, string>;
}

export interface TranslationsValue {
  /** What the item keeps, to tell what changed. */
  stored: Translations;
  /** The item's language when the form opened: a copy in it is not shown (the API keeps none). */
  own: string;
  /** The languages shown, in the order they came. */
  entries: TranslationEntry[];
}

/** The kinds whose forms take their texts in other languages: every translatable kind. */
export type FormTranslatableKind = 'community' | 'temple' | 'pooja' | 'retreat' | 'class' | 'tag' | 'category';
type ListField = (typeof TRANSLATED_LIST_FIELDS)[number];
type TranslatedTextField = {
  [K in FormTranslatableKind]: Exclude<keyof (typeof TRANSLATABLE_FIELDS)[K], ListField>;
}[FormTranslatableKind];

export interface TextField {
  field: TranslatedTextField;
  max: number;
  /** A description, summary, purpose or rules: several lines. */
  long: boolean;
}

const isListField = (field: string) => (TRANSLATED_LIST_FIELDS as readonly string[]).includes(field);

/**
 * The fields the form shows for a kind: its texts. A temple's timings and aartis are lists of
 * labels matched one for one with its own lists; the form leaves them out and keeps them as stored.
 */
export function textFieldsOf(kind: FormTranslatableKind): TextField[] {
  return (Object.entries(TRANSLATABLE_FIELDS[kind]) as Array<[TranslatedTextField | ListField, number]>)
    .filter((entry): entry is [TranslatedTextField, number] => !isListField(entry[0]))
    .map(([field, max]) => ({ field, max, long: max >= 300 }));
}

function entryOf(kind: FormTranslatableKind, lang: Language, stored: Translations): TranslationEntry {
  const kept = stored[lang] ?? {};
  return {
    lang,
    texts: Object.fromEntries(
      textFieldsOf(kind).map(({ field }) => {
        const text = kept[field];
        return [field, typeof text === 'string' ? text : ''];
      }),
    ),
  };
}

/**
 * The form's start: every stored language but the item's own (a copy of the original there is no
 * translation to edit: the API drops it on the next edit).
 */
export function translationsValue(
  kind: FormTranslatableKind,
  stored: Translations | null | undefined,
  own: string,
): TranslationsValue {
  const kept = stored ?? {};
  return {
    stored: kept,
    own,
    entries: LANGUAGES.filter((lang) => lang !== own && kept[lang]).map((lang) => entryOf(kind, lang, kept)),
  };
}

/** The languages that may be added: not the item's own, not one already there. */
export const languagesToAdd = (value: TranslationsValue, own: string): Language[] =>
  LANGUAGES.filter((lang) => lang !== own && !value.entries.some((entry) => entry.lang === lang));

/** A language added: empty, or with its stored texts when it was removed a moment ago. */
export const withLanguage = (
  kind: FormTranslatableKind,
  value: TranslationsValue,
  lang: Language,
): TranslationsValue => ({
  ...value,
  entries: [...value.entries, entryOf(kind, lang, value.stored)],
});

export const withoutLanguage = (value: TranslationsValue, lang: Language): TranslationsValue => ({
  ...value,
  entries: value.entries.filter((entry) => entry.lang !== lang),
});

export const withText = (value: TranslationsValue, lang: Language, field: string, text: string): TranslationsValue => ({
  ...value,
  entries: value.entries.map((entry) =>
    entry.lang === lang ? { ...entry, texts: { ...entry.texts, [field]: text } } : entry,
  ),
});

const sameFields = (a: Record<string, string | string[]>, b: Record<string, string | string[]>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The `translations` to send, or undefined when nothing changed. A language sent replaces its
 * stored fields, so it carries the stored fields this form does not show (a temple's lists); an
 * empty field is left out (the reader sees the original); a language emptied of all is removed.
 */
export function readTranslations(
  kind: FormTranslatableKind,
  value: TranslationsValue,
): TranslationsRequest | undefined {
  const known = Object.keys(TRANSLATABLE_FIELDS[kind]);
  const body: TranslationsRequest = {};
  for (const lang of LANGUAGES) {
    const stored = value.stored[lang];
    const entry = value.entries.find((e) => e.lang === lang);
    if (!entry) {
      if (stored && lang !== value.own) body[lang] = null;
      continue;
    }
    const next: Record<string, string | string[]> = {};
    for (const field of known.filter(isListField)) {
      const kept = stored?.[field];
      if (kept !== undefined) next[field] = kept;
    }
    for (const [field, text] of Object.entries(entry.texts)) {
      if (text.trim()) next[field] = text.trim();
    }
    if (!Object.keys(next).length) {
      if (stored) body[lang] = null;
    } else if (!stored || !sameFields(next, stored)) {
      body[lang] = next;
    }
  }
  return Object.keys(body).length ? body : undefined;
}
