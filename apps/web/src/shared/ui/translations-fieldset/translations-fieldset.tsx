import { LANGUAGE_NATIVE_NAMES, type Language } from '@sangam/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField, formStyles } from '../form';
import {
  languagesToAdd,
  textFieldsOf,
  withLanguage,
  withoutLanguage,
  withText,
  type FormTranslatableKind,
  type TranslationsValue,
} from './translations-model';
import styles from './translations-fieldset.module.css';

interface Props {
  kind: FormTranslatableKind;
  /** The language the item is written in: not offered here. */
  own: string;
  value: TranslationsValue;
  onChange: (update: (value: TranslationsValue) => TranslationsValue) => void;
  /** The form's field messages; this fieldset shows those under 'translations…'. */
  errors: Record<string, string>;
}

/**
 * An item's name or title and its description in other languages: a language is added from a
 * list (each named in itself), its fields typed in its script (`lang` on each, so the browser picks
 * the font and the keyboard its language), or removed. A temple's timings and aartis, lists of
 * labels matched one for one with its own, are not edited here: the form keeps them as stored.
 */
export function TranslationsFieldset({ kind, own, value, onChange, errors }: Props) {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState('');
  // After an add, the new language's first field; after a removal, the list to add from.
  const focusNext = useRef<Language | 'add' | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const fields = textFieldsOf(kind);
  const addable = languagesToAdd(value, own);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const selector =
      next === 'add' ? `.${styles.add} select` : `[data-lang="${next}"] input, [data-lang="${next}"] textarea`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  function add() {
    const lang = addable.find((code) => code === choice);
    if (!lang) return;
    onChange((v) => withLanguage(kind, v, lang));
    setChoice('');
    focusNext.current = lang;
  }

  return (
    <fieldset ref={root} className={styles.fieldset}>
      <legend>{t('translations.legend')}</legend>
      <p className={formStyles.hint}>{t('translations.hint')}</p>
      {errors.translations ? <p className={formStyles.error}>{errors.translations}</p> : null}
      {value.entries.map((entry) => {
        const name = LANGUAGE_NATIVE_NAMES[entry.lang];
        const problem = errors[`translations.${entry.lang}`];
        return (
          <fieldset key={entry.lang} className={styles.language} data-lang={entry.lang}>
            <legend lang={entry.lang}>{name}</legend>
            {problem ? <p className={formStyles.error}>{problem}</p> : null}
            {fields.map(({ field, max, long }) => {
              const common = {
                label: t(`translations.fields.${field}`),
                lang: entry.lang,
                maxLength: max,
                value: entry.texts[field] ?? '',
                error: errors[`translations.${entry.lang}.${field}`],
                onChange: (event: { target: { value: string } }) => {
                  const text = event.target.value;
                  onChange((v) => withText(v, entry.lang, field, text));
                },
              };
              return long ? (
                <TextAreaField key={field} rows={field === 'description' || field === 'rules' ? 4 : 2} {...common} />
              ) : (
                <TextField key={field} {...common} />
              );
            })}
            <div>
              <button
                type="button"
                className="button-link"
                onClick={() => {
                  onChange((v) => withoutLanguage(v, entry.lang));
                  focusNext.current = 'add';
                }}
              >
                {t('translations.remove')}{' '}
                <span className="visually-hidden" lang={entry.lang}>
                  {name}
                </span>
              </button>
            </div>
          </fieldset>
        );
      })}
      {addable.length ? (
        <div className={styles.add}>
          <SelectField
            label={t('translations.language')}
            value={choice}
            onChange={setChoice}
            options={addable.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
          />
          <button type="button" className="button button-secondary" onClick={add} disabled={!choice}>
            {t('translations.add')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
