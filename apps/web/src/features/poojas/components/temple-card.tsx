import type { TempleSummary } from '@sangam/contracts';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { useCardWords } from '../../../shared/lib/use-card-words';
import { OriginalName } from '../../../shared/ui/original-name';
import { deityLabel } from '../labels';
import { TempleArt } from './temple-art';
import styles from './poojas.module.css';

/** A temple in a list: its picture, deity and place, how many poojas it offers and from what price. */
export function TempleCard({ temple }: { temple: TempleSummary }) {
  const { t, lang, language } = useCardWords('poojas');
  return (
    <article className={`${styles.card} ${styles.templeCard}`}>
      <TempleArt deity={temple.deity} photo={temple.photo} />
      <h2>
        <Link to={localize(lang, paths.temple(temple.slug))}>
          <OriginalName text={temple.name} original={temple.name_original} />
        </Link>
      </h2>
      <p className={styles.meta}>
        {deityLabel(temple.deity)} · {[temple.place, temple.region].filter(Boolean).join(', ')}
      </p>
      <p className={styles.meta}>
        {t('temple.pooja_count', { count: temple.pooja_count })}
        {temple.lowest_price_minor !== null && temple.currency && temple.lowest_price_minor > 0
          ? ` · ${t('temple.from_price', { price: formatMoney(temple.lowest_price_minor, temple.currency, language) })}`
          : null}
      </p>
    </article>
  );
}
