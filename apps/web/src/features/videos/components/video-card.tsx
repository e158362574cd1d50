import { LIST_UI, type Video } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../list-layout';
import { useCatalogueLabels } from '../labels';
import styles from './video-card.module.css';

/** The demo's and the console's category of videos made for children (its slug). */
const KIDS_CATEGORY = 'kids';

/**
 * A video in the list: the whole card is one button that opens the player. The first images load
 * eagerly and the first three at high priority (spec section 9), the rest lazily.
 */
export function VideoCard({ video, index, onOpen }: { video: Video; index: number; onOpen: (video: Video) => void }) {
  const { t } = useTranslation('videos');
  const labels = useCatalogueLabels();
  const eager = index < LIST_UI.eagerImages;
  return (
    <article className={styles.card}>
      {/* Named by aria-label, not by hidden text: text is laid out even when nobody sees it, and
          a title in a script the system lacks sends the browser looking through every font it has. */}
      <button
        type="button"
        className={styles.open}
        aria-label={t('card.play', { title: video.title })}
        onClick={() => onOpen(video)}
      />
      <div className={styles.thumb}>
        <img
          src={video.thumbnailUrl}
          srcSet={video.thumbnailSrcset}
          sizes="(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 22rem"
          alt=""
          width={480}
          height={270}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={index < LIST_UI.highPriorityImages ? 'high' : 'auto'}
          decoding="async"
        />
        {video.duration_seconds ? (
          <span
            className={styles.duration}
            aria-label={t('card.duration', { duration: formatDuration(video.duration_seconds) })}
          >
            {formatDuration(video.duration_seconds)}
          </span>
        ) : null}
        <span className={styles.playBadge} aria-hidden="true" />
      </div>
      <div className={styles.text}>
        <h3 className={styles.title} lang={video.language?.code}>
          {video.title}
        </h3>
        <p className={styles.meta}>
          {/* The badge below says "for kids": the Kids category's name would repeat it. */}
          {video.category && !(video.is_kids && video.category.slug === KIDS_CATEGORY) ? (
            <span>{labels.category(video.category)}</span>
          ) : null}
          {video.language ? <span>{labels.language(video.language)}</span> : null}
          {video.is_kids ? <span className={styles.kids}>{t('card.kids')}</span> : null}
        </p>
      </div>
    </article>
  );
}

/** Every 11th card: an invitation to the daily practice, which opens its nudge. */
export function PromotionCard({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('videos');
  return (
    <article className={`${styles.card} ${styles.promotion}`}>
      <p className={styles.eyebrow}>{t('promo.eyebrow')}</p>
      <h3 className={styles.promoTitle}>{t('promo.title')}</h3>
      <p className={styles.promoBody}>{t('promo.body')}</p>
      <button type="button" className="button" onClick={onOpen}>
        {t('promo.action')}
      </button>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function VideoCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.thumb} ${styles.shimmer}`} />
      <div className={styles.text}>
        <div className={`${styles.line} ${styles.shimmer}`} />
        <div className={`${styles.line} ${styles.short} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
