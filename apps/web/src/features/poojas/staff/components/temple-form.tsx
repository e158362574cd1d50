import { POOJA_LIMITS as L, type CreatorTemple, type TempleUpdateRequest } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindFields, FormMessage, SubmitButton, TextAreaField, useFormMutation } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { zoneName } from '../../../../shared/lib/time-zones';
import { refreshTempleStaff, staffCalls, staffTempleQuery } from '../api';
import { focusFirstInvalid } from '../focus-invalid';
import { describeRefusals, describeStaffError } from '../messages';
import { toFormFields } from '../rows';
import {
  translationsFieldErrors,
  TranslationsFieldset,
  withoutTranslationsFields,
} from '../../../../shared/ui/translations-fieldset';
import { readTemple, templeValues, type TempleValues } from '../temple-form-model';
import { AartiRows, TimingRows, VideoRows } from './temple-rows';
import creator from '../../../../shared/ui/creator.module.css';
import rows from '../../../../shared/ui/host-forms.module.css';

/**
 * What the staff change of a temple, as devotees read it: its description, opening hours, aartis,
 * darshan videos, and its texts in other languages (its name, place and photos are the
 * administrators', their translations the staff's). Times are the temple's.
 */
export function TempleForm({ temple }: { temple: CreatorTemple }) {
  const { t, i18n } = useTranslation('temple-staff');
  const client = useQueryClient();
  const [values, setValues] = useState<TempleValues>(() => templeValues(temple));
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: TempleUpdateRequest) => staffCalls.updateTemple(temple.id, body),
    onSuccess: (saved) => {
      client.setQueryData(staffTempleQuery(temple.id).queryKey, saved);
      refreshTempleStaff(client);
    },
  });
  const bind = bindFields(values, setValues, fieldErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const reading = readTemple(values);
    const body = reading.body;
    const form = event.currentTarget as HTMLFormElement;
    if (!check(describeRefusals(reading, 'temple')) || !body) {
      toast.error(t('errors.check_fields'));
      focusFirstInvalid(form);
      return;
    }
    const saved = await submit(body, (error) => {
      const described = describeStaffError(error);
      return {
        form: described.form,
        fields: {
          ...toFormFields(withoutTranslationsFields(described.fields), reading.sent),
          ...translationsFieldErrors(error, 'temple'),
        },
      };
    });
    if (!saved) {
      focusFirstInvalid(form);
      return;
    }
    setValues(templeValues(saved));
    toast.success(t('temple.saved'));
  }

  return (
    <form className={`${creator.form} ${rows.wideForm}`} onSubmit={(event) => void save(event)} noValidate>
      <TextAreaField
        label={t('temple.description')}
        hint={t('temple.description_hint')}
        rows={6}
        lang={temple.content_language}
        maxLength={L.descriptionMax}
        {...bind.text('description')}
      />
      <p className={creator.hint}>
        {t('temple.zone', { zone: zoneName(temple.time_zone, i18n.resolvedLanguage ?? 'en') })}
      </p>
      <TimingRows values={values} setValues={setValues} errors={fieldErrors} />
      <AartiRows values={values} setValues={setValues} errors={fieldErrors} />
      <VideoRows values={values} setValues={setValues} errors={fieldErrors} />
      <TranslationsFieldset
        kind="temple"
        own={temple.content_language}
        errors={fieldErrors}
        {...bind.part('translations')}
      />
      {/* Next to the button just pressed, where the eye is on a long form. */}
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <div>
        <SubmitButton busy={busy} busyLabel={t('form.saving')}>
          {t('temple.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
