import type { Language, Translations } from '@sangam/contracts';
import { transliterate } from './transliterate';

/**
 * An item's texts as a reader of `lang` is shown them: the translation into their language when
 * there is one, else the original. Names (of temples, aartis, places, poojas) with no translation
 * and written in another Indian script are transliterated into the reader's, and the original is
 * kept to go beside it (`originals()` → `{ name_original: 'ഉണ്ണികൃഷ്ണ ക്ഷേത്രം' }`). Without a
 * language (a client that does not ask) every text is the original.
 */
export function readerText(lang: Language | undefined, translations: Translations | null | undefined) {
  const own = lang ? translations?.[lang] : undefined;
  const originals: Record<string, string> = {};
  const translated = (field: string) => {
    const value = own?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  return {
    /** A description, purpose or rules: translated or original, never transliterated. */
    text(field: string, original: string): string {
      return translated(field) ?? original;
    },
    /** A name: translated, else transliterated into the reader's script (the original remembered), else original. */
    name(field: string, original: string): string {
      const found = translated(field);
      if (found !== null) return found;
      const spelled = lang && original ? transliterate(original, lang) : null;
      if (spelled === null) return original;
      originals[`${field}_original`] = original;
      return spelled;
    },
    /**
     * A list's labels (a temple's timings, its aartis): the translated list when it matches the
     * original one for one (a list edited since its translation is not trusted), else each label
     * as `name` or `text` would show it, with its original beside a transliteration.
     */
    list(field: string, labels: string[], names: boolean): Array<{ text: string; original?: string }> {
      const list = own?.[field];
      if (Array.isArray(list) && list.length === labels.length) return list.map((text) => ({ text }));
      return labels.map((label) => {
        const spelled = names && lang && label ? transliterate(label, lang) : null;
        return spelled === null ? { text: label } : { text: spelled, original: label };
      });
    },
    /** `<field>_original` for each name shown transliterated. */
    originals(): Record<string, string> {
      return originals;
    },
  };
}

/** Every text a field has, the original and each language's (for search documents: decision 4 of issue 21). */
export function allTexts(original: string, translations: Translations | null | undefined, field: string): string[] {
  const texts = new Set<string>(original ? [original] : []);
  for (const fields of Object.values(translations ?? {})) {
    const value = fields?.[field];
    if (typeof value === 'string' && value) texts.add(value);
    if (Array.isArray(value)) value.forEach((v) => v && texts.add(v));
  }
  return [...texts];
}
