import type { ConsoleCategory, ConsoleCategoryUpdateRequest, ConsoleTag } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { FormMessage, formStyles, SubmitButton, TextField, useFormMutation } from '../../../shared/ui/form';
import {
  readTranslations,
  translationsFieldErrors,
  TranslationsFieldset,
  translationsValue,
  withoutTranslationsFields,
  type TranslationsValue,
} from '../../../shared/ui/translations-fieldset';
import { consoleCalls, refreshAfterNamesChange } from '../api';

/**
 * A tag's or a category's names in other languages (issue 21), and a category's own English name.
 * A tag has no language of its own (whoever adds a video writes it in any script), so every
 * language is offered; a category's original is English, so English is its name field, not a
 * translation. Saves only what changed; the API's refusals go beside their fields.
 */
export type NamesFormProps = { onSaved: (name: string) => void; onCancel: () => void } & (
  { kind: 'tag'; item: ConsoleTag } | { kind: 'category'; item: ConsoleCategory }
);

const OWN = { tag: '', category: 'en' } as const;

export function NamesForm({ kind, item, onSaved, onCancel }: NamesFormProps) {
  const { t } = useTranslation(['console', 'common']);
  const client = useQueryClient();
  const [name, setName] = useState(item.name);
  const [names, setNames] = useState<TranslationsValue>(() => translationsValue(kind, item.translations, OWN[kind]));
  const form = useFormMutation({
    mutationFn: (body: ConsoleCategoryUpdateRequest) =>
      kind === 'tag'
        ? consoleCalls.updateTag(item.slug, { translations: body.translations ?? {} })
        : consoleCalls.updateCategory(item.slug, body),
    onSuccess: () => refreshAfterNamesChange(client),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const translations = readTranslations(kind, names);
    const renamed = kind === 'category' && name.trim() !== item.name ? name.trim() : undefined;
    if (!form.check(kind === 'category' && !name.trim() ? { name: t('vocabulary.required') } : {})) return;
    if (!translations && renamed === undefined) {
      onCancel();
      return;
    }
    const saved = await form.submit(
      { ...(renamed === undefined ? {} : { name: renamed }), ...(translations ? { translations } : {}) },
      (error) => {
        const described = describeApiError(error);
        return {
          form: described.form,
          fields: { ...withoutTranslationsFields(described.fields), ...translationsFieldErrors(error, kind) },
        };
      },
    );
    if (saved) onSaved(saved.name);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      {kind === 'category' ? (
        <TextField
          label={t('vocabulary.english_name')}
          hint={t('vocabulary.english_name_hint')}
          lang="en"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.fieldErrors.name}
        />
      ) : null}
      <TranslationsFieldset
        kind={kind}
        own={OWN[kind]}
        value={names}
        onChange={(update) => setNames(update)}
        errors={form.fieldErrors}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={form.busy} busyLabel={t('vocabulary.save')}>
          {t('vocabulary.save')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
