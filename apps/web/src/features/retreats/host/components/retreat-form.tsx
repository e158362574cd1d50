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
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import {
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import {
  AboutFieldset,
  currenciesWith,
  fieldsOnRows,
  focusFirstProblem,
  PhotosFieldset,
  TimeZoneField,
} from '../../../creator';
import { hostCalls, refreshHost } from '../api';
import { currencyName, formatDateRange, todayIn } from '../../../creator';
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
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValuesState] = useState<RetreatValues>(() => initialValues(retreat, language));
  const [bookedStays, setBookedStays] = useState<BookedStay[]>([]);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof readRetreat>['body']>) =>
      retreat ? hostCalls.updateRetreat(retreat.id, body) : hostCalls.createRetreat(body),
    onSuccess: () => refreshHost(client),
  });
  const setValues: SetValues = (change) => setValuesState(change);
  const set = (field: keyof RetreatValues) => (event: { target: { value: string } }) =>
    setValuesState((v) => ({ ...v, [field]: event.target.value }));
  const error = (path: string) => fieldErrors[path];

  async function save(event: FormEvent) {
    event.preventDefault();
    setBookedStays([]);
    const { body, problems, sent } = readRetreat(values, todayIn(values.time_zone), keptDepartures(retreat));
    if (!check(hostMessages(problems)) || !body) {
      focusFirstProblem();
      return;
    }
    const done = await submit(body, (failure) => describe(failure, sent));
    if (!done) {
      focusFirstProblem();
      return;
    }
    if (retreat) {
      toast.success(t('form.saved'));
      await navigate(localize(lang, paths.creatorRetreats()));
    } else {
      toast.success(t('form.created'));
      await navigate(localize(lang, paths.creatorRetreatPackages(done.id)));
    }
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

  const currencies = currenciesWith(values.currency, CURRENCIES);

  return (
    <form className={`${creator.form} ${styles.wideForm}`} onSubmit={(event) => void save(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}

      <AboutFieldset
        namespace="retreat-host"
        values={values}
        change={(update) => setValuesState((v) => ({ ...v, ...update }))}
        error={error}
        limits={L}
        descriptionRows={7}
        beside={
          <SelectField
            label={t('form.type')}
            value={values.type}
            onChange={(type) => setValuesState((v) => ({ ...v, type: type as RetreatValues['type'] }))}
            options={RETREAT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            error={error('type')}
          />
        }
      />

      <TranslationsFieldset
        kind="retreat"
        own={values.content_language}
        value={values.translations}
        onChange={(update) => setValuesState((v) => ({ ...v, translations: update(v.translations) }))}
        errors={fieldErrors}
      />

      <fieldset className={creator.fieldset}>
        <legend>{t('form.where')}</legend>
        <div className={creator.pair}>
          <TextField
            label={t('form.place')}
            hint={t('form.place_hint')}
            value={values.place}
            onChange={set('place')}
            maxLength={L.placeMax}
            required
            error={error('place')}
          />
          <TextField
            label={t('form.country')}
            value={values.country}
            onChange={set('country')}
            maxLength={L.countryMax}
            autoComplete="country-name"
            error={error('country')}
          />
        </div>
        <TextAreaField
          label={t('form.address')}
          rows={2}
          maxLength={L.addressMax}
          value={values.address}
          onChange={set('address')}
          error={error('address')}
        />
        <p className={creator.hint}>{t('form.coordinates_hint')}</p>
        <div className={creator.pair}>
          <TextField
            label={t('form.latitude')}
            inputMode="decimal"
            placeholder="30.1087"
            value={values.latitude}
            onChange={set('latitude')}
            error={error('latitude')}
          />
          <TextField
            label={t('form.longitude')}
            inputMode="decimal"
            placeholder="78.2926"
            value={values.longitude}
            onChange={set('longitude')}
            error={error('longitude')}
          />
        </div>
        <TimeZoneField
          label={t('form.time_zone')}
          hint={t('form.time_zone_hint')}
          value={values.time_zone}
          onChange={(time_zone) => setValuesState((v) => ({ ...v, time_zone }))}
          error={error('time_zone')}
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
          value={values.included}
          onChange={set('included')}
          error={error('included')}
        />
      </fieldset>

      <PhotosFieldset
        legend={t('form.photos')}
        label={t('form.photos_label')}
        hint={t('form.photos_hint', { max: L.photosMax })}
        max={L.photosMax}
        value={values.photos}
        onChange={(update) => setValuesState((v) => ({ ...v, photos: update(v.photos) }))}
        error={error('photos')}
      />

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
        <TextField
          label={t('form.deposit')}
          hint={t('form.deposit_hint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={values.deposit_percent}
          onChange={set('deposit_percent')}
          error={error('deposit_percent')}
        />
        <TextField
          label={t('form.per_booking')}
          hint={t('form.per_booking_hint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={RETREAT_LIMITS.guestsMax}
          value={values.max_guests_per_booking}
          onChange={set('max_guests_per_booking')}
          error={error('max_guests_per_booking')}
        />
        <SelectField
          label={t('form.currency')}
          value={values.currency}
          onChange={(currency) => currency && setValuesState((v) => ({ ...v, currency }))}
          options={currencies.map((code) => ({ value: code, label: currencyName(code, language) }))}
          error={error('currency')}
        />
        <PolicyRows values={values} setValues={setValues} errors={fieldErrors} />
      </fieldset>

      <SubmitButton busy={busy} busyLabel={retreat ? t('form.saving') : t('form.creating')}>
        {retreat ? t('form.save') : t('form.create')}
      </SubmitButton>
    </form>
  );
}
