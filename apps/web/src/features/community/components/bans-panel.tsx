import { BAN_DURATIONS, COMMUNITY_LIMITS, type BanRequest, type Community, type CommunityBan } from '@sangam/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DescribedError } from '../../../shared/api/error-messages';
import { ApiError } from '../../../shared/api/http-client';
import { numberFormat } from '../../../shared/lib/intl-format';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import {
  FormMessage,
  SelectField,
  SubmitButton,
  TextField,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityBansQuery, communityCalls, communityKeys } from '../api';
import { formatPostDate } from '../format';
import { failureMessage } from '../messages';
import styles from './community.module.css';

/** The form's choice of duration: days, or 'permanent' for a ban without end. */
const durationValue = (days: number | null) => (days === null ? 'permanent' : String(days));

/**
 * For a community's moderators (issue 26): ban a member for 1, 7 or 30 days or until lifted, with
 * the reason they are told; and the running bans, each with Unban.
 */
export function BansPanel({ community }: { community: Community }) {
  const { t, i18n } = useTranslation('community');
  const number = numberFormat(i18n.resolvedLanguage);
  const client = useQueryClient();
  const bans = useInfiniteQuery(communityBansQuery(community.id));
  const [values, setValues] = useState({ username: '', reason: '', duration: '7' });
  const refresh = () => client.invalidateQueries({ queryKey: communityKeys.bans(community.id) });
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: BanRequest) => communityCalls.ban(community.id, body),
    onSuccess: refresh,
    // Nobody by that name belongs beside the name; every other refusal above the form.
    describe: (error): DescribedError =>
      error instanceof ApiError && error.status === 404
        ? { form: null, fields: { username: t('bans.no_person') } }
        : { form: failureMessage(error, 'bans.failures.ban'), fields: {} },
  });
  const unban = useMutation({
    mutationFn: (username: string) => communityCalls.unban(community.id, username),
    onSuccess: async (_, username) => {
      toast.success(t('bans.unbanned', { name: username }));
      await refresh();
    },
    onError: (error) => toast.error(failureMessage(error, 'bans.failures.unban')),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    const username = values.username.trim().replace(/^@/, '');
    const reason = values.reason.trim();
    const problems: Record<string, string> = {};
    if (!username) problems.username = t('bans.username_required');
    if (!reason) problems.reason = t('bans.reason_required');
    if (!values.duration) problems.duration = t('bans.duration_required');
    if (!check(problems)) return;
    const days = values.duration === 'permanent' ? null : Number(values.duration);
    const saved = await submit({ username, reason, days });
    if (!saved) return;
    toast.success(t('bans.banned', { name: saved.username }));
    setValues((v) => ({ ...v, username: '', reason: '' }));
  }

  const list = bans.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="bans-heading" className={styles.panel}>
      <h2 id="bans-heading">{t('bans.heading')}</h2>
      <p className={styles.meta}>{t('bans.lead')}</p>
      <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label={t('bans.username')}
          value={values.username}
          onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
          autoComplete="off"
          maxLength={30}
          error={fieldErrors.username}
        />
        <TextField
          label={t('bans.reason')}
          hint={t('bans.reason_hint')}
          value={values.reason}
          onChange={(event) => setValues((v) => ({ ...v, reason: event.target.value }))}
          maxLength={COMMUNITY_LIMITS.banReasonMax}
          error={fieldErrors.reason}
        />
        <SelectField
          label={t('bans.duration')}
          value={values.duration}
          onChange={(duration) => setValues((v) => ({ ...v, duration }))}
          options={BAN_DURATIONS.map((days) => ({
            value: durationValue(days),
            label:
              days === null ? t('bans.permanent') : t('bans.days', { count: days, formatted: number.format(days) }),
          }))}
          error={fieldErrors.duration ?? fieldErrors.days}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} busyLabel={t('bans.submitting')}>
            {t('bans.submit')}
          </SubmitButton>
        </div>
      </form>
      <h3>{t('bans.current')}</h3>
      {bans.isError ? (
        <p role="alert">{failureMessage(bans.error, 'bans.failures.load')}</p>
      ) : bans.isPending ? (
        <p className={styles.meta}>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.meta}>{t('bans.none')}</p>
      ) : (
        <ul className={styles.stack}>
          {list.map((ban) => (
            <BanItem key={ban.username} ban={ban} onUnban={() => unban.mutate(ban.username)} />
          ))}
        </ul>
      )}
      <LoadMore list={bans} />
    </section>
  );
}

function BanItem({ ban, onUnban }: { ban: CommunityBan; onUnban: () => void }) {
  const { t, i18n } = useTranslation('community');
  const zone = useDisplayZone();
  const when = (iso: string) => formatPostDate(iso, i18n.resolvedLanguage ?? 'en', zone);
  return (
    <li className={styles.comment}>
      <p>
        <strong>{ban.username}</strong>
        {' · '}
        {ban.expires_at ? t('bans.until', { until: when(ban.expires_at) }) : t('bans.until_lifted')}
      </p>
      <p className={styles.text}>{ban.reason}</p>
      <p className={styles.meta}>
        {t('bans.by', { name: ban.banned_by?.username ?? t('empty.unknown'), when: when(ban.created_at) })}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className="button-link"
          aria-label={t('bans.unban_label', { name: ban.username })}
          onClick={onUnban}
        >
          {t('bans.unban')}
        </button>
      </div>
    </li>
  );
}
