import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnglishResources } from '../i18n/resources';
import styles from './catalogue.module.css';

/** The namespaces that word a card's booking link under `card.book`. */
type CardNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends { card: { book: string } } ? N : never;
}[keyof EnglishResources];

/**
 * A card's last line, at its bottom so the cards in a row line up: the price, and the link that
 * books the item, named with it (`name`) for a screen reader's list of links.
 */
export function BookingFoot({
  ns,
  price,
  to,
  name,
}: {
  ns: CardNamespace;
  price: ReactNode;
  to: string;
  name: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.cardFoot}>
      {price}
      <Link to={to} className="button button-secondary" aria-label={name}>
        {t('card.book')}
      </Link>
    </div>
  );
}
