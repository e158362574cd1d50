import {
  LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  TUTORING_LIMITS as L,
  smallPhoto,
  type TutorProfile,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../../shared/session/session-store';
import { bindFields, TextAreaField, TextField, UrlField, useFormMutation } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { CreatorForm, PhotoUploadControl, refreshCreator, showablePhoto, TimeZoneField } from '../../../creator';
import { tutorCalls, tutorProfileQuery } from '../api';
import {
  describeProfileError,
  tutorProfileProblems,
  tutorProfileRequest,
  type TutorProfileValues,
} from '../tutor-profile-model';
import styles from '../../../../shared/ui/creator.module.css';

/** The tutor's public profile: name, photo, bio, languages taught, specialities and time zone. */
export function TutorProfileForm({ profile }: { profile: TutorProfile }) {
  const { t } = useTranslation('creator');
  const client = useQueryClient();
  const [values, setValues] = useState<TutorProfileValues>({
    display_name: profile.display_name,
    photo_url: profile.photo_url,
    bio: profile.bio,
    languages: profile.languages,
    specialities: profile.specialities.join(', '),
    time_zone: profile.time_zone,
  });
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: tutorCalls.saveProfile,
    describe: describeProfileError,
    onSuccess: (saved) => {
      client.setQueryData(tutorProfileQuery().queryKey, saved);
      // The header and menus show the name from the session.
      const user = sessionStore.get().user;
      if (user) sessionStore.set({ user: { ...user, display_name: saved.display_name } });
      refreshCreator(client);
    },
  });
  const bind = bindFields(values, setValues, fieldErrors);

  function toggleLanguage(code: string, on: boolean) {
    setValues((v) => ({
      ...v,
      languages: on ? [...v.languages.filter((c) => c !== code), code] : v.languages.filter((c) => c !== code),
    }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = tutorProfileRequest(values);
    if (!check(tutorProfileProblems(body))) return;
    if (await submit(body)) toast.success(t('profile.saved'));
  }

  return (
    <CreatorForm state={{ formError, busy }} onSubmit={save} label={t('profile.save')} busyLabel={t('profile.saving')}>
      <TextField
        label={t('profile.display_name')}
        hint={t('profile.display_name_hint')}
        autoComplete="name"
        maxLength={L.displayNameMax}
        {...bind.text('display_name')}
      />
      <UrlField
        label={t('profile.photo_url')}
        hint={t('profile.photo_hint')}
        maxLength={L.urlMax}
        {...bind.text('photo_url')}
      />
      <PhotoUploadControl
        room={1}
        multiple={false}
        full=""
        onUploaded={(photo) => setValues((v) => ({ ...v, photo_url: photo.url }))}
      />
      {showablePhoto(values.photo_url.trim()) ? (
        <img className={styles.photo} src={smallPhoto(values.photo_url.trim())} alt={t('profile.photo_alt')} />
      ) : null}
      <TextAreaField
        label={t('profile.bio')}
        hint={t('profile.bio_hint')}
        rows={6}
        maxLength={L.bioMax}
        {...bind.text('bio')}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.languages')}</legend>
        <div className={styles.choices}>
          {LANGUAGES.map((code) => (
            <label key={code} className={styles.choice} lang={code}>
              <input
                type="checkbox"
                checked={values.languages.includes(code)}
                onChange={(event) => toggleLanguage(code, event.target.checked)}
              />
              {LANGUAGE_NATIVE_NAMES[code]}
            </label>
          ))}
        </div>
        {fieldErrors.languages ? <p className={styles.error}>{fieldErrors.languages}</p> : null}
      </fieldset>
      <TextField
        label={t('profile.specialities')}
        hint={t('profile.specialities_hint')}
        {...bind.text('specialities')}
      />
      <TimeZoneField
        label={t('profile.time_zone')}
        hint={t('profile.time_zone_hint')}
        value={values.time_zone}
        onChange={(time_zone) => setValues((v) => ({ ...v, time_zone }))}
        error={fieldErrors.time_zone}
      />
    </CreatorForm>
  );
}
