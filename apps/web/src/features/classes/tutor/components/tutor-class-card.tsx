import type { CreatorClass } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { formatDateTime, formatDuration, formatPrice } from '../..';
import { describeCreatorError, refreshCreator } from '../../../creator';
import { tutorCalls } from '../api';
import styles from '../../../../shared/ui/creator.module.css';

/** One of the tutor's classes: its state, its facts, what is booked, and edit / publish. */
export function TutorClassCard({ item, timeZone }: { item: CreatorClass; timeZone: string }) {
  const { t, i18n } = useTranslation(['creator', 'classes']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => tutorCalls.updateClass(item.slug, { published: !item.published }),
    onSuccess: () => {
      toast.success(item.published ? t('classes.unpublished_toast') : t('classes.published_toast'));
      refreshCreator(client);
    },
    onError: (error) => toast.error(describeCreatorError(error, 'action').form ?? t('errors.action')),
  });
  const busy = toggle.isPending;

  const price = item.price_minor ? formatPrice(item.price_minor, item.currency, language) : t('classes:price.free');
  const size =
    item.capacity === 1 ? t('classes:capacity.one_to_one') : t('classes:capacity.group', { count: item.capacity });

  return (
    <li className={styles.card}>
      <h2 lang={item.language}>{item.title}</h2>
      <div className={styles.badges}>
        {item.published ? (
          <span className={`${styles.badge} ${styles.badgeGood}`}>{t('classes.published')}</span>
        ) : (
          <span className={`${styles.badge} ${styles.badgeMuted}`}>
            {t('classes.draft')} <span className="visually-hidden">{t('classes.draft_hint')}</span>
          </span>
        )}
      </div>
      <ul className={styles.facts}>
        <li>{t(`classes:categories.${item.category}`)}</li>
        <li>{t(`classes:formats.${item.format}`)}</li>
        <li>{formatDuration(item.duration_minutes, language)}</li>
        <li>{size}</li>
        <li>{price}</li>
      </ul>
      <p className={styles.meta}>
        {item.upcoming.sittings
          ? t('classes.booked', {
              sessions: t('classes.sessions_booked', { count: item.upcoming.sittings }),
              seats: t('classes.seats_taken', { count: item.upcoming.seats_taken }),
            })
          : t('classes.not_booked')}
        {item.upcoming.next_start ? (
          <>
            <br />
            {t('classes.next', { time: formatDateTime(item.upcoming.next_start, language, timeZone) })}
          </>
        ) : null}
      </p>
      <div className={styles.cardActions}>
        <Link
          className="button button-secondary"
          to={`${localize(lang, paths.creatorClassSetup())}?class=${encodeURIComponent(item.slug)}`}
          aria-label={t('classes.edit_named', { title: item.title })}
        >
          {t('classes.edit')}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-busy={busy}
          aria-label={t(item.published ? 'classes.unpublish_named' : 'classes.publish_named', { title: item.title })}
          onClick={() => toggle.mutate()}
        >
          {item.published ? t('classes.unpublish') : t('classes.publish')}
        </button>
        {item.published ? <Link to={localize(lang, paths.classDetail(item.slug))}>{t('classes.view')}</Link> : null}
      </div>
    </li>
  );
}
