import type { JourneyInterest } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoment, formatNumber, PersonContact } from '../../../creator';
import creator from '../../../../shared/ui/creator.module.css';
import host from '../../../../shared/ui/host-forms.module.css';

/** Someone's interest in a journey: who, how to reach them, the departure asked about, how many, and their words. */
export function InterestCard({ interest }: { interest: JourneyInterest }) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className={creator.card}>
      <h2>{interest.journey.title}</h2>
      <PersonContact who={t('interests.from', { name: interest.name })} email={interest.email}>
        {interest.phone ? (
          <a href={`tel:${interest.phone.replace(/[^\d+]/g, '')}`} className={host.email}>
            {interest.phone}
          </a>
        ) : null}
      </PersonContact>
      <p className={creator.meta}>
        {t('interests.received', { time: formatMoment(interest.created_at, language) })} ·{' '}
        {interest.signed_in ? t('interests.member') : t('interests.guest')}
      </p>
      <dl className={host.details}>
        <div>
          <dt>{t('interests.departure')}</dt>
          <dd>
            {interest.departure ? formatDate(interest.departure.start_date, language, true) : t('interests.any_date')}
          </dd>
        </div>
        <div>
          <dt>{t('interests.travellers')}</dt>
          <dd>{formatNumber(interest.travellers, language)}</dd>
        </div>
      </dl>
      {interest.message ? (
        <blockquote className={host.quote}>{interest.message}</blockquote>
      ) : (
        <p className={creator.meta}>{t('interests.no_message')}</p>
      )}
      <div className={creator.cardActions}>
        <a
          className="button button-secondary"
          href={`mailto:${interest.email}?subject=${encodeURIComponent(interest.journey.title)}`}
        >
          {t('interests.reply')}{' '}
          <span className="visually-hidden">{t('interests.to_named', { name: interest.name })}</span>
        </a>
      </div>
    </li>
  );
}
