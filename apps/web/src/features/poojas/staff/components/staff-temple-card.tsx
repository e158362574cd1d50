import type { CreatorTemple } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { deityLabel, TempleArt } from '../..';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../temple-staff.module.css';

/**
 * A temple the staff look after: its picture, deity and place, whether devotees see it, its poojas
 * (offered and paused) and the bookings to come, with the way to its page and to its bookings.
 */
export function StaffTempleCard({ temple }: { temple: CreatorTemple }) {
  const { t } = useTranslation('temple-staff');
  const { lang = 'en' } = useParams();
  const offered = temple.poojas.filter((p) => p.published).length;
  const coming = temple.poojas.reduce((sum, p) => sum + p.coming_bookings, 0);
  const bookings = `${localize(lang, paths.creatorPoojaBookings())}?temple=${temple.id}`;

  return (
    <li className={`${creator.card} ${styles.templeCard}`}>
      <TempleArt deity={temple.deity} photo={temple.photo} />
      <h2 lang={temple.content_language}>{temple.name}</h2>
      <p className={creator.meta}>
        {deityLabel(temple.deity)} · {[temple.place, temple.region].filter(Boolean).join(', ')}
      </p>
      <div className={creator.badges}>
        <span className={`${creator.badge} ${temple.published ? creator.badgeGood : creator.badgeMuted}`}>
          {temple.published ? t('temples.published') : t('temples.hidden')}
        </span>
      </div>
      <ul className={creator.facts}>
        <li>{t('temples.poojas', { count: temple.poojas.length, offered })}</li>
        <li>{t('temples.coming', { count: coming })}</li>
      </ul>
      <div className={creator.cardActions}>
        <Link
          className="button"
          to={localize(lang, paths.creatorTemple(temple.id))}
          aria-label={t('temples.manage_named', { name: temple.name })}
        >
          {t('temples.manage')}
        </Link>
        <Link
          className="button button-secondary"
          to={bookings}
          aria-label={t('temples.bookings_named', { name: temple.name })}
        >
          {t('temples.bookings')}
        </Link>
      </div>
    </li>
  );
}
