import { mediaKind } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './community.module.css';

/**
 * A post's media by the rules of spec section 5: an image by its extension, a YouTube video by its
 * 11-character id (its player loads only when pressed: nothing comes from YouTube before), else a
 * 'View Media' link.
 */
export function PostMedia({ url, title }: { url: string; title: string }) {
  const { t, i18n } = useTranslation('community');
  const [playing, setPlaying] = useState(false);
  const media = url ? mediaKind(url) : null;
  if (!media) return null;
  if (media.kind === 'image')
    return (
      <figure className={styles.media}>
        <img src={media.url} alt={t('post.image_alt', { title })} loading="lazy" referrerPolicy="no-referrer" />
      </figure>
    );
  if (media.kind === 'youtube')
    return (
      <div className={styles.embed}>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${media.id}?autoplay=1&rel=0&hl=${i18n.resolvedLanguage ?? 'en'}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className={styles.embedButton} onClick={() => setPlaying(true)}>
            <span aria-hidden="true">▶</span> {t('post.play_video')}
          </button>
        )}
      </div>
    );
  return (
    <p className={styles.media}>
      <a href={media.url} target="_blank" rel="noopener noreferrer nofollow ugc">
        {t('post.view_media')}
      </a>
    </p>
  );
}
