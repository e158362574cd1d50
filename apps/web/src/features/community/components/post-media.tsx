import { mediaKind } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './community.module.css';

/**
 * A post's media by the rules of spec section 5: an image by its extension, a YouTube video by its
 * 11-character id (its player loads only when pressed: nothing comes from YouTube before), else a
 * 'View Media' link. Before it plays, a YouTube link is a card with its title: our library's when
 * the video is one of ours (`mediaTitle`, from the server), else the link itself.
 */
export function PostMedia({ url, title, mediaTitle }: { url: string; title: string; mediaTitle: string | null }) {
  const { t, i18n } = useTranslation('community');
  const [playing, setPlaying] = useState(false);
  const media = url ? mediaKind(url) : null;
  if (!media) return null;
  if (media.kind === 'image') return <PostImage src={media.url} alt={t('post.image_alt', { title })} />;
  if (media.kind === 'youtube')
    return playing ? (
      <div className={styles.embed}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${media.id}?autoplay=1&rel=0&hl=${i18n.resolvedLanguage ?? 'en'}`}
          title={mediaTitle ?? title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    ) : (
      <div className={styles.linkCard}>
        <span className={styles.linkCardPlay} aria-hidden="true">
          ▶
        </span>
        <div className={styles.linkCardText}>
          <p className={styles.linkCardTitle}>{mediaTitle ?? t('post.youtube_video')}</p>
          <p className={styles.linkCardSource}>{shortLink(url)}</p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => setPlaying(true)}>
          {t('post.play_video')}
        </button>
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

/** A link as a person reads it: host and path, without the scheme and "www.". */
function shortLink(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '');
}

/**
 * A posted picture; one that does not load (moved, deleted, a typo) becomes a quiet note instead of
 * the browser's broken-image glyph. A picture that failed before the page came alive is caught on mount.
 */
function PostImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('community');
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <p className={styles.mediaMissing} role="note">
        {t('post.image_missing')}
      </p>
    );
  return (
    <figure className={styles.media}>
      <img
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true);
        }}
        src={src}
        alt={alt}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    </figure>
  );
}
