import type { WaitlistEntry, WaitlistKind } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast/toast-store';
import { myWaitlistsQuery, waitlistCalls, waitlistKeys } from '../api';
import { waitlistFailure } from '../messages';
import styles from '../waitlists.module.css';

/**
 * The person's lines of one kind, in their bookings: how many are ahead, or the places held for
 * them with the way to pay before the offer ends. Nothing shows when they wait for nothing.
 */
export function MyWaitlists({ kind, onChange }: { kind: WaitlistKind; onChange?: () => void }) {
  const { t } = useTranslation('waitlists');
  const heading = useId();
  const list = useQuery(myWaitlistsQuery());
  const entries = (list.data?.results ?? []).filter((e) => e.kind === kind && e.state !== 'left');
  if (list.isError) return <p role="alert">{waitlistFailure(list.error, 'load')}</p>;
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>{t('heading')}</h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.state === 'offered' ? styles.offered : undefined}>
            <Entry entry={entry} onChange={onChange} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Entry({ entry, onChange }: { entry: WaitlistEntry; onChange?: () => void }) {
  const { t, i18n } = useTranslation('waitlists');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const language = i18n.resolvedLanguage ?? 'en';
  const day = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = numberFormat(language);
  const time = dateTimeFormat(language, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const leaving = useMutation({
    mutationFn: () => waitlistCalls.leave(entry.id),
    onSuccess: () => {
      toast.success(t('left_done'));
      void client.invalidateQueries({ queryKey: waitlistKeys.mine });
      onChange?.();
    },
    onError: (error) => toast.error(waitlistFailure(error, 'leave')),
  });
  const starts = entry.starts_on ? day.format(new Date(`${entry.starts_on}T12:00:00Z`)) : '';
  return (
    <>
      <h3>{[entry.title, starts].filter(Boolean).join(' · ')}</h3>
      <p className={styles.meta}>
        {t(`state.${entry.state}`)} · {t('seats_count', { count: entry.seats, formatted: number.format(entry.seats) })}
        {entry.state === 'waiting'
          ? ` · ${entry.ahead ? t('ahead', { count: entry.ahead, formatted: number.format(entry.ahead) }) : t('first')}`
          : ''}
      </p>
      {entry.state === 'offered' && entry.offer_expires_at ? (
        <p>{t('offer_until', { time: time.format(new Date(entry.offer_expires_at)) })}</p>
      ) : null}
      <div className={styles.actions}>
        {entry.state === 'offered' && entry.booking_id !== null ? (
          <Link
            className="button"
            to={`${localize(lang, paths.checkout())}?kind=${entry.kind}&booking=${entry.booking_id}`}
          >
            {t('pay')}
          </Link>
        ) : null}
        {entry.state === 'waiting' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={leaving.isPending}
            aria-busy={leaving.isPending}
            onClick={() => leaving.mutate()}
          >
            {t('leave')}
          </button>
        ) : null}
      </div>
    </>
  );
}
