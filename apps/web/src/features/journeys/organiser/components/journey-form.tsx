import { JOURNEY_LIMITS as L, type CreateJourneyRequest, type CreatorJourney } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../../shared/lib/paths';
import { bindFields, NumberField, TextAreaField, TextField, useFormMutation } from '../../../../shared/ui/form';
import {
  AboutFieldset,
  CreatorForm,
  CurrencyField,
  DepositFields,
  fieldsOnRows,
  PhotosFieldset,
  sendChecked,
  useAfterSave,
} from '../../../creator';
import { organiserCalls, organiserKeys, refreshOrganiser } from '../api';
import { formPath, initialValues, readJourney, type JourneyValues } from '../journey-form-model';
import { describeOrganiserError, problemText } from '../messages';
import { ItineraryRows, PolicyRows, type SetValues } from './journey-form-rows';
import creator from '../../../../shared/ui/creator.module.css';

/** Currencies offered first; the journey's own is added when it is another. */
const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'NPR', 'LKR'];

/**
 * Create a journey, or edit one (`journey`): every field the contract accepts with its label and its
 * message, the itinerary and the refund steps as rows, checked by the contract's schema before
 * sending, and the API's messages shown where they belong ('itinerary.1.title' on that day).
 */
export function JourneyForm({ journey }: { journey: CreatorJourney | null }) {
  const { t, i18n } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const [values, setValuesState] = useState<JourneyValues>(() => initialValues(journey, language));
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: CreateJourneyRequest) =>
      journey ? organiserCalls.updateJourney(journey.id, body) : organiserCalls.createJourney(body),
    onSuccess: (done) => {
      client.setQueryData(organiserKeys.journey(done.id), done);
      refreshOrganiser(client);
    },
  });
  const afterSave = useAfterSave();
  const setValues: SetValues = (change) => setValuesState(change);
  const bind = bindFields(values, setValuesState, fieldErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const { body, problems, sent } = readJourney(values, journey?.published ?? false);
    const messages = Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, problemText(key)]));
    const done = await sendChecked({ check, submit }, messages, body, (failure) => {
      const described = describeOrganiserError(failure);
      return { ...described, fields: fieldsOnRows(described.fields, (path) => formPath(path, sent)) };
    });
    if (!done) return;
    await afterSave(
      t(journey ? 'form.saved' : 'form.created'),
      journey ? paths.creatorJourneys() : paths.creatorJourneyDepartures(done.id),
    );
  }

  const [label, busyLabel] = journey ? [t('form.save'), t('form.saving')] : [t('form.create'), t('form.creating')];

  return (
    <CreatorForm wide state={{ formError, busy }} onSubmit={save} label={label} busyLabel={busyLabel}>
      <AboutFieldset namespace="journey-organiser" bind={bind} limits={L} descriptionRows={6} />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.where')}</legend>
        <TextField
          label={t('form.region')}
          hint={t('form.region_hint')}
          maxLength={L.regionMax}
          {...bind.text('region')}
        />
        <TextField
          label={t('form.start_place')}
          hint={t('form.start_place_hint')}
          maxLength={L.placeMax}
          {...bind.text('start_place')}
        />
        <NumberField
          label={t('form.duration')}
          hint={t('form.duration_hint')}
          min={L.durationMin}
          max={L.durationMax}
          {...bind.text('duration_days')}
        />
      </fieldset>

      <ItineraryRows values={values} setValues={setValues} errors={fieldErrors} />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.included')}</legend>
        <TextAreaField label={t('form.inclusions')} hint={t('form.list_hint')} rows={5} {...bind.text('inclusions')} />
        <TextAreaField label={t('form.exclusions')} hint={t('form.list_hint')} rows={4} {...bind.text('exclusions')} />
      </fieldset>

      <PhotosFieldset
        namespace="journey-organiser"
        max={L.photosMax}
        error={fieldErrors.photos}
        {...bind.part('photos')}
      />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.money')}</legend>
        <CurrencyField
          label={t('form.currency')}
          offered={CURRENCIES}
          language={language}
          {...bind.picked('currency')}
        />
        <TextField
          label={t('form.price', { currency: values.currency })}
          hint={t('form.price_hint')}
          inputMode="decimal"
          {...bind.text('price', 'price_minor')}
        />
        <DepositFields
          namespace="journey-organiser"
          deposit={bind.text('deposit_percent')}
          perBooking={{ ...bind.text('max_travellers_per_booking'), min: L.travellersMin, max: L.travellersMax }}
        />
        <PolicyRows values={values} setValues={setValues} errors={fieldErrors} />
      </fieldset>
    </CreatorForm>
  );
}
