import type { HostInquiry } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoment, formatNumber, PersonContact } from '../../../creator';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

/** A question a visitor sent about a retreat instead of booking: who, when, for how many, and what. */
export function InquiryCard({ inquiry }: { inquiry: HostInquiry }) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className={creator.card}>
      <h2>{inquiry.retreat.title}</h2>
      <PersonContact who={t('inquiries.from', { name: inquiry.user.display_name })} email={inquiry.user.email} />
      <p className={creator.meta}>{t('inquiries.received', { time: formatMoment(inquiry.created_at, language) })}</p>
      <dl className={styles.details}>
        <div>
          <dt>{t('inquiries.preferred_start')}</dt>
          <dd>
            {inquiry.preferred_start ? formatDate(inquiry.preferred_start, language, true) : t('inquiries.no_date')}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.guests')}</dt>
          <dd>{formatNumber(inquiry.guests, language)}</dd>
        </div>
      </dl>
      <blockquote className={styles.quote}>{inquiry.message}</blockquote>
      <div className={creator.cardActions}>
        <a
          className="button button-secondary"
          href={`mailto:${inquiry.user.email}?subject=${encodeURIComponent(inquiry.retreat.title)}`}
          aria-label={t('inquiries.reply_named', { name: inquiry.user.display_name })}
        >
          {t('inquiries.reply')}
        </a>
      </div>
    </li>
  );
}
