import { RETREAT_HOST_LIMITS as L, retreatProfileRequestSchema, type RetreatProfile } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../../shared/session/session-store';
import { FormMessage, TextAreaField, TextField, useFormMutation } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { hostCalls, hostKeys, refreshHost } from '../api';
import { describeHostError, hostMessages, schemaProblems } from '../messages';
import { CreatorForm } from '../../../creator';

/** The host's name, organisation (headline) and bio, as guests read them on retreat pages. */
export function RetreatProfileForm({ profile }: { profile: RetreatProfile }) {
  const { t } = useTranslation('retreat-host');
  const client = useQueryClient();
  const [values, setValues] = useState({
    display_name: profile.display_name,
    headline: profile.headline,
    bio: profile.bio,
  });
  const [saved, setSaved] = useState(false);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: hostCalls.saveProfile,
    describe: describeHostError,
    onSuccess: (answer) => {
      client.setQueryData(hostKeys.profile(), answer);
      // The header and menus show the name from the session.
      const user = sessionStore.get().user;
      if (user) sessionStore.set({ user: { ...user, display_name: answer.display_name } });
      refreshHost(client);
    },
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const body = {
      display_name: values.display_name.trim(),
      headline: values.headline.trim(),
      bio: values.bio.trim(),
    };
    const parsed = retreatProfileRequestSchema.safeParse(body);
    if (!check(hostMessages(parsed.success ? {} : schemaProblems(parsed.error.issues, (path) => path)))) return;
    if (!(await submit(body))) return;
    setSaved(true);
    toast.success(t('profile.saved'));
  }

  return (
    <CreatorForm state={{ formError, busy }} onSubmit={save} label={t('profile.save')} busyLabel={t('profile.saving')}>
      <TextField
        label={t('profile.display_name')}
        hint={t('profile.display_name_hint')}
        autoComplete="organization"
        maxLength={L.displayNameMax}
        value={values.display_name}
        onChange={set('display_name')}
        error={fieldErrors.display_name}
      />
      <TextField
        label={t('profile.headline')}
        hint={t('profile.headline_hint')}
        maxLength={L.headlineMax}
        value={values.headline}
        onChange={set('headline')}
        error={fieldErrors.headline}
      />
      <TextAreaField
        label={t('profile.bio')}
        hint={t('profile.bio_hint')}
        rows={7}
        maxLength={L.bioMax}
        value={values.bio}
        onChange={set('bio')}
        error={fieldErrors.bio}
      />
      {saved ? <FormMessage kind="success">{t('profile.saved')}</FormMessage> : null}
    </CreatorForm>
  );
}
