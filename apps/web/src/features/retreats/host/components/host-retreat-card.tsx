import type { HostRetreat } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { PublishableCardFoot, PublishedBadge, usePublishToggle, type PublishProblem } from '../../../creator';
import { hostCalls, refreshHost } from '../api';
import { formatDate, formatDateRange, formatNumber } from '../../../creator';
import { describeHostError, hostMessageKey } from '../messages';
import creator from '../../../../shared/ui/creator.module.css';

/** One of the host's retreats: its state, dates, what is booked, and its pages and publish. */
export function HostRetreatCard({ retreat }: { retreat: HostRetreat }) {
  const { t, i18n } = useTranslation('retreat-host');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const to = (path: string) => localize(lang, path);
  const named = { title: retreat.title };
  const errorId = `retreat-${retreat.id}-problem`;

  const setPublished = useMutation({
    mutationFn: (published: boolean) => hostCalls.setPublished(retreat.id, published),
    onSuccess: () => refreshHost(client),
  });
  const publishing = usePublishToggle(
    async () => {
      await setPublished.mutateAsync(!retreat.published);
      toast.success(retreat.published ? t('list.unpublished_toast', named) : t('list.published_toast', named));
    },
    (error): PublishProblem => ({
      text: describeHostError(error, 'action').form ?? t('errors.action'),
      fix:
        error instanceof ApiError && hostMessageKey(error.detail) === 'publishNeedsPackage'
          ? { to: to(paths.creatorRetreatPackages(retreat.id)), text: t('list.add_package') }
          : undefined,
    }),
  );

  const dates =
    retreat.date_mode === 'fixed'
      ? t('list.departures', { count: retreat.departures.length })
      : retreat.available_from && retreat.available_until
        ? t('list.window', { range: formatDateRange(retreat.available_from, retreat.available_until, language) })
        : t('list.no_dates');

  return (
    <li className={creator.card}>
      <h3 lang={retreat.content_language}>{retreat.title}</h3>
      <div className={creator.badges}>
        <PublishedBadge ns="retreat-host" published={retreat.published} />
        <span className={creator.badge}>{t(`types.${retreat.type}`)}</span>
        {retreat.active_packages === 0 ? (
          <span className={`${creator.badge} ${creator.badgeWarn}`}>{t('list.no_package')}</span>
        ) : null}
      </div>
      <ul className={creator.facts}>
        <li lang={retreat.content_language}>{[retreat.place, retreat.country].filter(Boolean).join(', ')}</li>
        <li>{dates}</li>
        {retreat.date_mode === 'flexible' ? (
          <li>{t('list.nights_range', { min: retreat.min_nights, max: retreat.max_nights })}</li>
        ) : null}
        <li>{t('list.packages', { count: retreat.active_packages })}</li>
      </ul>
      <p className={creator.meta}>
        {retreat.upcoming.next_start
          ? t('list.next_start', { date: formatDate(retreat.upcoming.next_start, language, true) })
          : t('list.no_next_start')}
        <br />
        {retreat.upcoming.bookings
          ? t('list.upcoming', {
              count: retreat.upcoming.bookings,
              guests: formatNumber(retreat.upcoming.guests, language),
            })
          : t('list.not_booked')}
        {retreat.bookings_total ? (
          <>
            <br />
            {t('list.bookings_total', { count: retreat.bookings_total })}
          </>
        ) : null}
      </p>
      <PublishableCardFoot
        ns="retreat-host"
        item={retreat}
        publishing={publishing}
        problemId={errorId}
        edit={to(paths.creatorRetreatEdit(retreat.id))}
        pages={{
          packages: to(paths.creatorRetreatPackages(retreat.id)),
          availability: to(paths.creatorRetreatAvailability(retreat.id)),
        }}
        view={to(paths.retreat(retreat.slug))}
      />
    </li>
  );
}
