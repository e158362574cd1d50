import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@sangam/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/form';
import creator from '../../../shared/ui/creator.module.css';
import host from '../../../shared/ui/host-forms.module.css';

export interface AboutValues {
  title: string;
  summary: string;
  description: string;
  content_language: Language;
  languages: Language[];
}

/** What the about fieldset needs of a form's fields (`bindFields` over values holding AboutValues). */
interface AboutBinding {
  values: AboutValues;
  change: (update: Partial<AboutValues>) => void;
  error: (path: string) => string | undefined;
  text: (field: 'title' | 'summary' | 'description') => {
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    error: string | undefined;
  };
}

/**
 * What a retreat or a journey is, in words: title, summary, description, the language they are
 * written in and the languages it is held in. Each area passes its namespace (which holds the same
 * `form.…` keys), its limits, and `beside`: a field shown next to the text language (a retreat's type).
 */
export function AboutFieldset({
  namespace,
  bind,
  limits,
  descriptionRows,
  beside,
}: {
  namespace: 'retreat-host' | 'journey-organiser';
  /** The form's fields (`bindFields`), of which this fieldset edits the about values. */
  bind: AboutBinding;
  limits: { titleMax: number; summaryMax: number; descriptionMax: number };
  descriptionRows: number;
  beside?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { values, change, error } = bind;
  const contentLanguage = (
    <SelectField
      label={t('form.content_language')}
      value={values.content_language}
      onChange={(code) => code && change({ content_language: code as Language })}
      options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
      error={error('content_language')}
    />
  );
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('form.about')}</legend>
      <TextField label={t('form.title')} maxLength={limits.titleMax} required {...bind.text('title')} />
      <TextAreaField
        label={t('form.summary')}
        hint={t('form.summary_hint')}
        rows={2}
        maxLength={limits.summaryMax}
        {...bind.text('summary')}
      />
      <TextAreaField
        label={t('form.description')}
        hint={t('form.description_hint')}
        rows={descriptionRows}
        maxLength={limits.descriptionMax}
        {...bind.text('description')}
      />
      {beside ? (
        <div className={creator.pair}>
          {beside}
          {contentLanguage}
        </div>
      ) : (
        contentLanguage
      )}
      <fieldset className={host.innerFieldset}>
        <legend>{t('form.languages')}</legend>
        <p className={creator.hint}>{t('form.languages_hint')}</p>
        <div className={creator.choices}>
          {LANGUAGES.map((code) => (
            <label key={code} className={creator.choice} lang={code}>
              <input
                type="checkbox"
                checked={values.languages.includes(code)}
                aria-invalid={error('languages') ? true : undefined}
                onChange={(event) =>
                  change({
                    languages: event.target.checked
                      ? [...values.languages.filter((c) => c !== code), code]
                      : values.languages.filter((c) => c !== code),
                  })
                }
              />
              {LANGUAGE_NATIVE_NAMES[code]}
            </label>
          ))}
        </div>
        {error('languages') ? <p className={creator.error}>{error('languages')}</p> : null}
      </fieldset>
    </fieldset>
  );
}
