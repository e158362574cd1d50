import { LANGUAGE_NATIVE_NAMES, LANGUAGES, isLanguage, type User } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storeLanguage } from '../../../shared/i18n/language';
import { pathAfterPrefix } from '../../../shared/lib/paths';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { FormMessage, SubmitButton, TextField, formStyles, useFormMutation } from '../../../shared/ui/form';
import { track } from '../../../shared/tracking';
import { toast } from '../../../shared/ui/toast/toast-store';
import { accountCalls, accountKeys } from '../api';
import { CityField, type CityChoice } from './city-field';
import { chooseCity } from '../../../shared/location/reader-place';
import { timeZoneOptions } from '../../../shared/lib/time-zones';
import styles from './profile.module.css';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code], lang: code }));

/** Name, preferred language, time zone and city. A new language also becomes the app's language. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const zones = useMemo(() => timeZoneOptions(language, user.time_zone), [language, user.time_zone]);
  const [values, setValues] = useState({
    display_name: user.display_name,
    preferred_language: user.preferred_language,
    time_zone: user.time_zone,
    city: user.city,
  });
  // The city chosen from the list, with where it is: once saved, it is the reader's place.
  const [picked, setPicked] = useState<CityChoice | null>(null);
  // The profile page keys this form by the record's update time: putting the saved record back
  // starts a fresh form with the saved values, and the steps after it run from this one.
  const form = useFormMutation({
    mutationFn: accountCalls.updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountKeys.me(), saved);
      if (saved.city !== user.city || picked) chooseCity(picked?.city === saved.city ? picked : { city: saved.city });
      toast.success(t('profile.saved'));
      if (isLanguage(saved.preferred_language) && saved.preferred_language !== user.preferred_language) {
        storeLanguage(saved.preferred_language);
        track('language_selection', { from: user.preferred_language, to: saved.preferred_language, place: 'profile' });
        await navigate(`/${saved.preferred_language}${pathAfterPrefix(`${location.pathname}${location.search}`)}`);
      }
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit({ ...values, display_name: values.display_name.trim(), city: values.city.trim() });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <TextField
        label={t('profile.display_name')}
        hint={t('profile.display_name_hint')}
        name="display_name"
        autoComplete="name"
        maxLength={80}
        value={values.display_name}
        onChange={(e) => setValues((v) => ({ ...v, display_name: e.target.value }))}
        error={form.fieldErrors.display_name}
      />
      <div className={styles.dropdownField}>
        <Dropdown
          label={t('profile.language')}
          options={LANGUAGE_OPTIONS}
          value={values.preferred_language}
          clearable={false}
          onChange={(value) => value && setValues((v) => ({ ...v, preferred_language: value }))}
        />
        <p className={styles.hint}>{t('profile.language_hint')}</p>
      </div>
      <div className={styles.dropdownField}>
        <Dropdown
          label={t('profile.time_zone')}
          options={zones}
          value={values.time_zone}
          clearable={false}
          onChange={(value) => value && setValues((v) => ({ ...v, time_zone: value }))}
        />
        <p className={styles.hint}>{t('profile.time_zone_hint')}</p>
        {form.fieldErrors.time_zone ? <p className={styles.error}>{form.fieldErrors.time_zone}</p> : null}
      </div>
      <CityField
        value={values.city}
        onChange={(city) => setValues((v) => ({ ...v, city }))}
        onPick={(place) => {
          setPicked(place);
          setValues((v) => ({ ...v, city: place.city, time_zone: place.timezone }));
        }}
      />
      <SubmitButton busy={form.busy} busyLabel={t('profile.saving')}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
