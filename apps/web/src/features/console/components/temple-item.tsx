import type { ConsoleTemple } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { numberFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { formStyles } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, refreshAfterTempleChange } from '../api';
import { actionFailed } from '../messages';
import styles from './console.module.css';

/**
 * One temple of the console: where it is, who keeps it and whether it is published, with Publish
 * or Hide, another staff account, and links to its editing page (details and poojas) and public page.
 */
export function TempleItem({ temple }: { temple: ConsoleTemple }) {
  const { t, i18n } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const [staff, setStaff] = useState('');
  const [staffError, setStaffError] = useState<string | null>(null);
  const staffId = useId();
  const titleId = `temple-${temple.id}`;

  // One change at a time: publishing or hiding (said by a toast), or another staff account (said at its box).
  const update = useMutation({
    mutationFn: (body: { staff: string } | { published: boolean }) => consoleCalls.updateTemple(temple.id, body),
    onSuccess: (_saved, body) => {
      refreshAfterTempleChange(client);
      if ('published' in body) {
        toast.success(t(body.published ? 'temples.done.publish' : 'temples.done.hide', { name: temple.name }));
      } else {
        toast.success(t('temples.done.assign', { username: body.staff, name: temple.name }));
        setStaff('');
      }
    },
    onError: (error, body) => {
      if ('published' in body) toast.error(actionFailed(error));
      else setStaffError(actionFailed(error));
    },
  });

  function assign(event: FormEvent) {
    event.preventDefault();
    const username = staff.trim();
    if (!username) {
      setStaffError(t('temples.required'));
      return;
    }
    setStaffError(null);
    update.mutate({ staff: username });
  }

  return (
    <article className={styles.itemBody} aria-labelledby={titleId}>
      <h2 id={titleId}>{temple.name}</h2>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${temple.published ? styles.badgeGood : ''}`}>
          {temple.published ? t('temples.published') : t('temples.hidden')}
        </span>
        {temple.staff_verified ? null : (
          <span className={`${styles.badge} ${styles.badgeWarn}`}>{t('temples.staff_unverified')}</span>
        )}
      </div>
      <p className={styles.meta}>
        {temple.place} ·{' '}
        {t('temples.poojas', {
          count: temple.pooja_count,
          number: numberFormat(i18n.resolvedLanguage ?? lang).format(temple.pooja_count),
        })}
      </p>
      <p className={styles.meta}>
        {t('temples.staff', {
          name: temple.staff.display_name || temple.staff.username,
          username: temple.staff.username,
        })}
      </p>
      <form className={styles.inlineForm} onSubmit={assign} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={staffId} className={formStyles.label}>
            {t('temples.assign_label', { name: temple.name })}
          </label>
          <input
            id={staffId}
            className={`${formStyles.input} ${staffError ? formStyles.invalid : ''}`}
            value={staff}
            maxLength={30}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={staffError ? true : undefined}
            aria-describedby={staffError ? `${staffId}-error` : undefined}
            onChange={(event) => setStaff(event.target.value)}
          />
          {staffError ? (
            <p id={`${staffId}-error`} className={formStyles.error}>
              {staffError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-secondary" disabled={update.isPending}>
          {t('temples.assign')}
        </button>
      </form>
      <div className={styles.actions}>
        <button
          type="button"
          className={temple.published ? 'button button-secondary' : 'button'}
          disabled={update.isPending}
          onClick={() => update.mutate({ published: !temple.published })}
        >
          {temple.published ? t('temples.hide') : t('temples.publish')}
        </button>
        <Link to={localize(lang, paths.creatorTemple(temple.id))}>{t('temples.edit')}</Link>
        {temple.published ? <Link to={localize(lang, paths.temple(temple.slug))}>{t('temples.public')}</Link> : null}
      </div>
    </article>
  );
}
