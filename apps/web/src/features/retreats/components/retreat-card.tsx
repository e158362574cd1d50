import type { RetreatSummary } from '@sangam/contracts';
import { Link } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useCardWords } from '../../../shared/lib/use-card-words';
import { formatDate, formatMoney, joinList, languageName } from '../format';
import { RetreatArt } from './retreat-art';
import styles from './retreats.module.css';

/** A retreat in a list: its picture, type, title, place, dates, length, languages and from-price. */
export function RetreatCard({ retreat, heading = 'h2' }: { retreat: RetreatSummary; heading?: 'h2' | 'h3' }) {
  const { t, lang, language } = useCardWords('retreats');
  const Heading = heading;
  const r = retreat;
  const nights =
    r.nights_min === r.nights_max
      ? t('nights', { count: r.nights_min })
      : t('nights_range', { min: r.nights_min, max: r.nights_max });
  const dates =
    r.date_mode === 'flexible'
      ? t('card.flexible')
      : r.next_start
        ? t('card.next', { date: formatDate(r.next_start, language) })
        : t('card.no_dates');

  return (
    <article className={styles.card}>
      <RetreatArt type={r.type} photo={r.photo} />
      <div className={styles.cardBody}>
        <div className={styles.tags}>
          <span className={styles.tag}>{t(`types.${r.type}`)}</span>
        </div>
        <Heading lang={r.content_language}>
          <Link className={styles.cardLink} to={localize(lang, paths.retreat(r.slug))}>
            {r.title}
          </Link>
        </Heading>
        <p className={styles.meta}>{t('card.place', { place: r.place, country: r.country })}</p>
        <ul className={styles.facts}>
          <li>{dates}</li>
          <li>{nights}</li>
        </ul>
        <p className={styles.meta}>
          {t('card.languages', {
            languages: joinList(
              r.languages.map((l) => languageName(l, language)),
              language,
            ),
          })}
        </p>
        <div className={styles.cardFoot}>
          {r.price_from_minor === null ? null : (
            <span className={styles.price}>
              {r.date_mode === 'flexible'
                ? t('card.from_price_nights', {
                    price: formatMoney(r.price_from_minor, r.currency, language),
                    count: r.nights_min,
                  })
                : t('card.from_price', { price: formatMoney(r.price_from_minor, r.currency, language) })}
            </span>
          )}
          <span className={styles.meta}>{t('card.deposit', { percent: r.deposit_percent })}</span>
        </div>
      </div>
    </article>
  );
}
