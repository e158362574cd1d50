import { CONSOLE_LIMITS, type ConsolePersonDetail } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import {
  FormMessage,
  formStyles,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, refreshAfterPersonChange } from '../api';
import { actionFailed } from '../messages';
import styles from './console.module.css';

const MAX_DAYS = 3650;

/** The days of a ban as typed: null for "until lifted", a whole number of days, or 'invalid'. */
export function banDays(typed: string): number | null | 'invalid' {
  const text = typed.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return 'invalid';
  const days = Number(text);
  return days >= 1 && days <= MAX_DAYS ? days : 'invalid';
}

/**
 * A person's site-wide ban: the ban in force (why, by whom, until when) with Lift, or the form
 * that bans them, with the reason they will read and a number of days (empty: until lifted).
 */
export function BanPanel({ person }: { person: ConsolePersonDetail }) {
  const { t, i18n } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const date = (iso: string) =>
    dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const name = person.display_name || person.username;
  const form = useFormMutation({
    mutationFn: (body: { reason: string; days: number | null }) => consoleCalls.ban(person.id, body),
    onSuccess: () => {
      refreshAfterPersonChange(client);
      toast.success(t('person.ban_done', { name }));
      setReason('');
      setDays('');
    },
  });
  const lift = useMutation({
    mutationFn: () => consoleCalls.liftBan(person.id),
    onSuccess: () => {
      refreshAfterPersonChange(client);
      toast.success(t('person.lift_done', { name }));
    },
    onError: (error) => toast.error(actionFailed(error)),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = banDays(days);
    const problems: Record<string, string> = {};
    if (!reason.trim()) problems.reason = t('reason.required');
    if (parsed === 'invalid') problems.days = t('person.ban_days_invalid');
    if (!form.check(problems) || parsed === 'invalid') return;
    await form.submit({ reason: reason.trim(), days: parsed });
  }

  if (person.ban) {
    const by = person.ban.by ? person.ban.by.display_name || person.ban.by.username : t('audit.nobody');
    return (
      <div className={styles.itemBody}>
        <p>
          <span className={`${styles.badge} ${styles.badgeBad}`}>{t('people.banned')}</span>
        </p>
        <p>{t('person.banned_since', { date: date(person.ban.created_at), name: by })}</p>
        <p>
          {person.ban.until ? t('person.banned_until', { date: date(person.ban.until) }) : t('person.banned_forever')}
        </p>
        <p className={styles.note}>{t('person.ban_reason', { reason: person.ban.reason })}</p>
        <p>
          <button
            type="button"
            className="button button-secondary"
            disabled={lift.isPending}
            onClick={() => lift.mutate()}
          >
            {t('person.lift')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <TextAreaField
        label={t('person.ban_label')}
        hint={t('reason.hint', { max: CONSOLE_LIMITS.reasonMax })}
        rows={3}
        maxLength={CONSOLE_LIMITS.reasonMax}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={form.fieldErrors.reason}
      />
      <TextField
        label={t('person.ban_days')}
        hint={t('person.ban_days_hint')}
        inputMode="numeric"
        value={days}
        maxLength={4}
        onChange={(event) => setDays(event.target.value)}
        error={form.fieldErrors.days}
      />
      <SubmitButton busy={form.busy} busyLabel={t('person.ban_submit')}>
        {t('person.ban_submit')}
      </SubmitButton>
    </form>
  );
}
