import { POOJA_LIMITS as L, type CreatorPooja, type CreatorTemple } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bindFields,
  CheckboxField,
  FormMessage,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../../shared/ui/form';
import { CurrencyField } from '../../../creator';
import { refreshTempleStaff, staffCalls, staffTempleQuery } from '../api';
import { focusFirstInvalid } from '../focus-invalid';
import { describeRefusals, describeStaffError } from '../messages';
import { readPooja, type PoojaReading, type PoojaValues } from '../pooja-form-model';
import { toFormFields } from '../rows';
import {
  translationsFieldErrors,
  TranslationsFieldset,
  withoutTranslationsFields,
} from '../../../../shared/ui/translations-fieldset';
import { OfferingRows } from './offering-rows';
import creator from '../../../../shared/ui/creator.module.css';

const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'NPR', 'LKR'];

/** Amounts and counts are typed as text (no steppers) with the keyboard for them; the browser offers no past entries. */
const AMOUNT = { inputMode: 'decimal', autoComplete: 'off' } as const;
const COUNT = { inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * A pooja of the temple, new or changed: its name, purpose and description in the temple's
 * language, the price and the offerings (chadhava) devotees may add, prasad by post, how many
 * devotees a day and how many days' notice, its place in the list, and whether it is offered; a
 * pooja changed also its texts in other languages.
 */
export function PoojaForm({
  templeId,
  pooja,
  initial,
  language,
  onSaved,
  onCancel,
}: {
  templeId: number;
  /** The pooja changed, or null for a new one. */
  pooja: CreatorPooja | null;
  initial: PoojaValues;
  /** The language the temple writes in (its poojas' names and descriptions). */
  language: string;
  onSaved: (pooja: CreatorPooja) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('temple-staff');
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  const [values, setValues] = useState<PoojaValues>(initial);
  const client = useQueryClient();
  // The temple's page shows the pooja saved at once (its list from the answer), then everything is read again.
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: NonNullable<PoojaReading['body']>) =>
      pooja ? staffCalls.updatePooja(pooja.id, body) : staffCalls.createPooja(templeId, body),
    onSuccess: (saved) => {
      client.setQueryData(staffTempleQuery(templeId).queryKey, (old: CreatorTemple | undefined) =>
        old
          ? {
              ...old,
              poojas: pooja ? old.poojas.map((p) => (p.id === saved.id ? saved : p)) : [...old.poojas, saved],
            }
          : old,
      );
      refreshTempleStaff(client);
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const set =
    <K extends keyof PoojaValues>(field: K) =>
    (value: PoojaValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));
  const bind = bindFields(values, setValues, fieldErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const reading = readPooja(values);
    const body = reading.body;
    if (!check(describeRefusals(reading, 'pooja')) || !body) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const saved = await submit(body, (error) => {
      const described = describeStaffError(error);
      return {
        form: described.form,
        fields: {
          ...toFormFields(withoutTranslationsFields(described.fields), reading.sent),
          ...translationsFieldErrors(error, 'pooja'),
        },
      };
    });
    if (saved) onSaved(saved);
    else focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} className={creator.form} onSubmit={(event) => void save(event)} noValidate>
      <TextField label={t('pooja.name')} lang={language} required maxLength={L.nameMax} {...bind.text('name')} />
      <TextField
        label={t('pooja.purpose')}
        hint={t('pooja.purpose_hint')}
        lang={language}
        maxLength={L.purposeMax}
        {...bind.text('purpose')}
      />
      <TextAreaField
        label={t('pooja.description')}
        lang={language}
        rows={4}
        maxLength={L.descriptionMax}
        {...bind.text('description')}
      />
      <div className={creator.pair}>
        <TextField
          label={t('pooja.price')}
          hint={t('pooja.price_hint')}
          {...AMOUNT}
          {...bind.text('price', 'price_minor')}
        />
        <CurrencyField
          label={t('pooja.currency')}
          offered={CURRENCIES}
          language={uiLanguage}
          value={values.currency}
          onChange={set('currency')}
          error={fieldErrors.currency}
        />
      </div>
      <OfferingRows values={values} setValues={setValues} errors={fieldErrors} language={language} />
      <fieldset className={creator.fieldset}>
        <legend>{t('pooja.prasad')}</legend>
        <CheckboxField
          label={t('pooja.prasad_available')}
          checked={values.prasad_available}
          onChange={set('prasad_available')}
          error={fieldErrors.prasad_available}
        />
        {values.prasad_available ? (
          <TextField
            label={t('pooja.prasad_price')}
            hint={t('pooja.prasad_price_hint')}
            {...AMOUNT}
            {...bind.text('prasad_price', 'prasad_price_minor')}
          />
        ) : null}
      </fieldset>
      <div className={creator.pair}>
        <TextField
          label={t('pooja.daily_limit')}
          hint={t('pooja.daily_limit_hint')}
          {...COUNT}
          {...bind.text('daily_limit')}
        />
        <TextField
          label={t('pooja.notice_days')}
          hint={t('pooja.notice_days_hint')}
          {...COUNT}
          {...bind.text('notice_days')}
        />
      </div>
      <TextField label={t('pooja.position')} hint={t('pooja.position_hint')} {...COUNT} {...bind.text('position')} />
      <CheckboxField
        label={t('pooja.published')}
        checked={values.published}
        onChange={set('published')}
        error={fieldErrors.published}
      />
      <p className={creator.hint}>{t('pooja.published_hint')}</p>
      <TranslationsFieldset kind="pooja" own={language} errors={fieldErrors} {...bind.part('translations')} />
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <div className={creator.dialogActions}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <SubmitButton busy={busy} busyLabel={t('form.saving')}>
          {pooja ? t('pooja.save') : t('pooja.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
