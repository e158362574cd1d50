import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS as L,
  RETREAT_LIMITS,
  RETREAT_TYPES,
  type HostRetreat,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { paths } from '../../../../shared/lib/paths';
import { bindFields, SelectField, TextAreaField, TextField, useFormMutation } from '../../../../shared/ui/form';
import {
  AboutFieldset,
  CreatorForm,
  CurrencyField,
  DepositFields,
  fieldsOnRows,
  formatDateRange,
  PhotosFieldset,
  sendChecked,
  useAfterSave,
  TimeZoneField,
  todayIn,
} from '../../../creator';
import { hostCalls, refreshHost } from '../api';
import { describeHostError, hostMessages, staysNamed, type BookedStay } from '../messages';
import {
  formPath,
  initialValues,
  keptDepartures,
  readRetreat,
  type RetreatValues,
  type SentRows,
} from '../retreat-form-model';
import { DatesFieldset, PolicyRows, ScheduleRows, TeacherRows } from './retreat-form-rows';
import {
  translationsFieldErrors,
  TranslationsFieldset,
  withoutTranslationsFields,
} from '../../../../shared/ui/translations-fieldset';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

/** Currencies offered first; the retreat's own is added when it is another. */
const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'NPR', 'LKR', 'IDR', 'THB'];

export type SetValues = (change: (values: RetreatValues) => RetreatValues) => void;

/**
 * Create a retreat, or edit one (`retreat`, with its texts in other languages): every field with
 * its label and its message, rows for teachers, the daily schedule, departures and refund steps,
 * checked by the contracts' rules before sending, and the API's messages shown where they belong
 * ('departures.1.start' on that row).
 */
export function RetreatForm({ retreat }: { retreat: HostRetreat | null }) {
  const { t, i18n } = useTranslation('retreat-host');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const [values, setValuesState] = useState<RetreatValues>(() => initialValues(retreat, language));
  const [bookedStays, setBookedStays] = useState<BookedStay[]>([]);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof readRetreat>['body']>) =>
      retreat ? hostCalls.updateRetreat(retreat.id, body) : hostCalls.createRetreat(body),
    onSuccess: () => refreshHost(client),
  });
  const afterSave = useAfterSave();
  const setValues: SetValues = (change) => setValuesState(change);
  const bind = bindFields(values, setValuesState, fieldErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBookedStays([]);
    const { body, problems, sent } = readRetreat(values, todayIn(values.time_zone), keptDepartures(retreat));
    const done = await sendChecked({ check, submit }, hostMessages(problems), body, (failure) =>
      describe(failure, sent),
    );
    if (!done) return;
    await afterSave(
      t(retreat ? 'form.saved' : 'form.created'),
      retreat ? paths.creatorRetreats() : paths.creatorRetreatPackages(done.id),
    );
  }

  function describe(failure: unknown, sent: SentRows) {
    const described = describeHostError(failure);
    if (failure instanceof ApiError && failure.code === RETREAT_HOST_ERROR_CODES.datesHaveBookings)
      setBookedStays(staysNamed(failure.detail));
    return {
      ...described,
      fields: {
        ...fieldsOnRows(withoutTranslationsFields(described.fields), (path) => formPath(path, sent)),
        ...translationsFieldErrors(failure, 'retreat'),
      },
    };
  }

  const [label, busyLabel] = retreat ? [t('form.save'), t('form.saving')] : [t('form.create'), t('form.creating')];

  return (
    <CreatorForm wide state={{ formError, busy }} onSubmit={save} label={label} busyLabel={busyLabel}>
      <AboutFieldset
        namespace="retreat-host"
        bind={bind}
        limits={L}
        descriptionRows={7}
        beside={
          <SelectField
            label={t('form.type')}
            value={values.type}
            onChange={(type) => setValuesState((v) => ({ ...v, type: type as RetreatValues['type'] }))}
            options={RETREAT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            error={fieldErrors.type}
          />
        }
      />

      <TranslationsFieldset
        kind="retreat"
        own={values.content_language}
        errors={fieldErrors}
        {...bind.part('translations')}
      />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.where')}</legend>
        <div className={creator.pair}>
          <TextField
            label={t('form.place')}
            hint={t('form.place_hint')}
            maxLength={L.placeMax}
            required
            {...bind.text('place')}
          />
          <TextField
            label={t('form.country')}
            maxLength={L.countryMax}
            autoComplete="country-name"
            {...bind.text('country')}
          />
        </div>
        <TextAreaField label={t('form.address')} rows={2} maxLength={L.addressMax} {...bind.text('address')} />
        <p className={creator.hint}>{t('form.coordinates_hint')}</p>
        <div className={creator.pair}>
          <TextField label={t('form.latitude')} inputMode="decimal" placeholder="30.1087" {...bind.text('latitude')} />
          <TextField
            label={t('form.longitude')}
            inputMode="decimal"
            placeholder="78.2926"
            {...bind.text('longitude')}
          />
        </div>
        <TimeZoneField
          label={t('form.time_zone')}
          hint={t('form.time_zone_hint')}
          value={values.time_zone}
          onChange={(time_zone) => setValuesState((v) => ({ ...v, time_zone }))}
          error={fieldErrors.time_zone}
        />
      </fieldset>

      <TeacherRows values={values} setValues={setValues} errors={fieldErrors} />
      <ScheduleRows values={values} setValues={setValues} errors={fieldErrors} />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.included')}</legend>
        <TextAreaField
          label={t('form.included_label')}
          hint={t('form.included_hint')}
          rows={5}
          {...bind.text('included')}
        />
      </fieldset>

      <PhotosFieldset namespace="retreat-host" max={L.photosMax} error={fieldErrors.photos} {...bind.part('photos')} />

      <DatesFieldset values={values} setValues={setValues} errors={fieldErrors}>
        {bookedStays.length ? (
          <ul className={styles.conflictList}>
            {bookedStays.map((stay) => (
              <li key={`${stay.start}/${stay.end}`}>
                {t('form.booked_stay', {
                  range: formatDateRange(stay.start, stay.end, language),
                  count: stay.bookings,
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </DatesFieldset>

      <fieldset className={creator.fieldset}>
        <legend>{t('form.money')}</legend>
        <DepositFields
          namespace="retreat-host"
          deposit={bind.text('deposit_percent')}
          perBooking={{ ...bind.text('max_guests_per_booking'), min: 1, max: RETREAT_LIMITS.guestsMax }}
        />
        <CurrencyField
          label={t('form.currency')}
          offered={CURRENCIES}
          language={language}
          {...bind.picked('currency')}
        />
        <PolicyRows values={values} setValues={setValues} errors={fieldErrors} />
      </fieldset>
    </CreatorForm>
  );
}
