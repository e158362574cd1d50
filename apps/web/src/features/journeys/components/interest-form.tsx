import {
  JOURNEY_LIMITS as L,
  type JourneyDeparture,
  type JourneyInterestRequest,
  type Language,
} from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import {
  bindFields,
  FormMessage,
  NumberField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSubmit,
} from '../../../shared/ui/form';
import { journeyCalls } from '../api';
import { formatDateRange } from '../format';
import { describeJourneyError } from '../messages';
import styles from './journeys.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Register your interest": the organiser hears from the traveller (guests too) and writes back.
 * A signed-in traveller finds their name and email filled in; a guest is answered in the page's language.
 */
export function InterestForm({
  slug,
  departures,
  departureId,
  onDepartureChange,
}: {
  slug: string;
  departures: JourneyDeparture[];
  departureId: string;
  onDepartureChange: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  const { user } = useSession();
  const [values, setValues] = useState({
    name: user?.display_name || user?.username || '',
    email: user?.email ?? '',
    phone: '',
    travellers: '1',
    message: '',
  });
  const [sent, setSent] = useState(false);
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();
  const bind = bindFields(values, setValues, fieldErrors);
  // No page of the traveller's shows an interest sent: there is nothing to read again after one.
  const register = useMutation({ mutationFn: (input: JourneyInterestRequest) => journeyCalls.interest(slug, input) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { name, email, phone, message } = values;
    const count = Number(values.travellers);
    const problems: Record<string, string> = {};
    if (!name.trim() || name.trim().length > L.nameMax) problems.name = t('api.name');
    if (!EMAIL.test(email.trim())) problems.email = t('api.email');
    if (phone.trim().length > L.phoneMax) problems.phone = t('api.phone');
    if (!Number.isInteger(count) || count < L.travellersMin || count > L.travellersMax)
      problems.travellers = t('api.travellers');
    if (message.trim().length > L.messageMax) problems.message = t('api.message');
    if (!check(problems)) return;
    const ok = await send(
      async () => {
        await register.mutateAsync({
          name: name.trim(),
          email: email.trim(),
          phone: phone.trim(),
          travellers: count,
          departure_id: departureId ? Number(departureId) : null,
          message: message.trim(),
          language: language as Language,
        });
      },
      (error) => describeJourneyError(error, 'interest'),
    );
    if (ok) {
      track('journey_interest_submit', { journey: slug, departure: departureId || null, travellers: count });
      setSent(true);
    }
  }

  if (sent) return <FormMessage kind="success">{t('interest.thanks')}</FormMessage>;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <div className={styles.formGrid}>
        <TextField
          label={t('interest.name')}
          autoComplete="name"
          maxLength={L.nameMax}
          required
          {...bind.text('name')}
        />
        <TextField
          label={t('interest.email')}
          type="email"
          autoComplete="email"
          maxLength={L.emailMax}
          required
          {...bind.text('email')}
        />
        <TextField
          label={t('interest.phone')}
          hint={t('interest.optional')}
          type="tel"
          autoComplete="tel"
          maxLength={L.phoneMax}
          {...bind.text('phone')}
        />
        <NumberField
          label={t('interest.travellers')}
          min={L.travellersMin}
          max={L.travellersMax}
          {...bind.text('travellers')}
        />
      </div>
      <SelectField
        label={t('interest.departure')}
        value={departureId}
        onChange={onDepartureChange}
        options={departures.map((d) => ({
          value: String(d.id),
          label: formatDateRange(d.start_date, d.end_date, language),
        }))}
        error={fieldErrors.departure_id}
      />
      <TextAreaField
        label={t('interest.message')}
        hint={t('interest.message_hint')}
        rows={4}
        maxLength={L.messageMax}
        {...bind.text('message')}
      />
      <SubmitButton busy={busy} busyLabel={t('interest.sending')}>
        {t('interest.send')}
      </SubmitButton>
    </form>
  );
}
