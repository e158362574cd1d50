import type { ClassSummary } from '@sangam/contracts';
import { Link } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useCardWords } from '../../../shared/lib/use-card-words';
import { formatDuration } from '../format';
import { categoryLabel, formatLabel, languageName, levelLabel } from '../labels';
import { Price } from './price';
import { Rating } from './rating';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from './classes.module.css';
import { BookingFoot } from '../../../shared/ui/booking-foot';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';

/** A class in a list: what it is, who teaches it, how long, for how many, and its price. */
export function ClassCard({ cls, heading = 'h2' }: { cls: ClassSummary; heading?: 'h2' | 'h3' }) {
  const { t, lang, language } = useCardWords('classes');
  const Heading = heading;
  return (
    <article className={styles.card}>
      <div className={catalogue.tags}>
        <span className={catalogue.tag}>{categoryLabel(t, cls.category)}</span>
        <span className={catalogue.tag}>{formatLabel(t, cls.format)}</span>
      </div>
      <Heading>
        <Link to={localize(lang, paths.classDetail(cls.slug))}>{cls.title}</Link>
      </Heading>
      <p className={styles.meta}>
        {t('card.by', { name: cls.tutor.display_name })}
        <VerifiedBadge verified={cls.tutor.verified} /> ·{' '}
        <Rating rating={cls.tutor.rating} count={cls.tutor.rating_count} />
      </p>
      <p className={styles.description}>{cls.description}</p>
      <p className={styles.meta}>
        {[
          languageName(cls.language, language),
          levelLabel(t, cls.level),
          formatDuration(cls.duration_minutes, language),
          cls.capacity === 1 ? t('capacity.one_to_one') : t('capacity.group', { count: cls.capacity }),
        ].join(' · ')}
      </p>
      <BookingFoot
        ns="classes"
        price={<Price minor={cls.price_minor} currency={cls.currency} />}
        to={localize(lang, paths.book(cls.slug))}
        name={t('card.book_named', { title: cls.title })}
      />
    </article>
  );
}
