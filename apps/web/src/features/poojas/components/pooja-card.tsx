import type { PoojaSummary } from '@sangam/contracts';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { useCardWords } from '../../../shared/lib/use-card-words';
import { BookingFoot } from '../../../shared/ui/booking-foot';
import { OriginalName } from '../../../shared/ui/original-name';
import { deityLabel } from '../labels';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from './poojas.module.css';

/** A pooja in a list: what it is for, at which temple, its price, and the way to book it. */
export function PoojaCard({
  pooja,
  heading = 'h2',
  showTemple = true,
}: {
  pooja: PoojaSummary;
  heading?: 'h2' | 'h3';
  showTemple?: boolean;
}) {
  const { t, lang, language } = useCardWords('poojas');
  const Heading = heading;
  return (
    <article className={styles.card}>
      <div className={catalogue.tags}>
        <span className={catalogue.tag}>{deityLabel(pooja.temple.deity)}</span>
        {pooja.prasad_available ? <span className={catalogue.tag}>{t('card.prasad_by_post')}</span> : null}
      </div>
      <Heading>
        <Link to={localize(lang, paths.pooja(pooja.slug))}>
          <OriginalName text={pooja.name} original={pooja.name_original} />
        </Link>
      </Heading>
      {showTemple ? (
        <p className={styles.meta}>
          <Link to={localize(lang, paths.temple(pooja.temple.slug))}>
            <OriginalName text={pooja.temple.name} original={pooja.temple.name_original} />
          </Link>{' '}
          · {pooja.temple.place}
        </p>
      ) : null}
      {pooja.purpose ? (
        <p className={styles.purpose}>
          <span className="visually-hidden">{t('card.purpose')}: </span>
          {pooja.purpose}
        </p>
      ) : null}
      <BookingFoot
        ns="poojas"
        price={
          <span className={styles.price}>
            {pooja.price_minor === 0 ? t('price.free') : formatMoney(pooja.price_minor, pooja.currency, language)}
          </span>
        }
        to={localize(lang, paths.pooja(pooja.slug))}
        name={t('card.book_named', { name: pooja.name })}
      />
    </article>
  );
}
