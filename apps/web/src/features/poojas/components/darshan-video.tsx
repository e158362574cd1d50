import { useRef, useState, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { embedUrl } from '../../videos';
import { deityHue } from '../labels';
import styles from './poojas.module.css';

/**
 * A temple's darshan video: a drawn picture and a play button until the devotee presses it; only then
 * does the privacy-enhanced YouTube embed load (nothing is fetched from YouTube before).
 */
export function DarshanVideo({
  video,
  deity,
}: {
  video: { youtube_id: string; title: string; live: boolean };
  deity: string;
}) {
  const { t, i18n } = useTranslation('poojas');
  const [playing, setPlaying] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const title = video.title || t('darshan.untitled');

  // The play button is gone: keep the keyboard focus next to the player rather than lost on the page.
  useEffect(() => {
    if (playing) holder.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.video}>
      <div
        className={styles.videoFrame}
        ref={holder}
        tabIndex={playing ? -1 : undefined}
        style={{ '--hue': deityHue(deity) } as React.CSSProperties}
      >
        {playing ? (
          <iframe
            className={styles.videoIframe}
            src={embedUrl(video.youtube_id, i18n.resolvedLanguage ?? 'en')}
            title={t('darshan.frame_title', { title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <span className={styles.videoGlow} aria-hidden="true" />
            <span className={styles.videoDiya} aria-hidden="true" />
            {video.live ? <span className={styles.live}>{t('darshan.live')}</span> : null}
            <button
              type="button"
              className={styles.play}
              aria-label={t('darshan.play_named', { title })}
              onClick={() => setPlaying(true)}
            >
              <span className={styles.playIcon} aria-hidden="true" />
              {video.live ? t('darshan.watch_live') : t('darshan.play')}
            </button>
          </>
        )}
      </div>
      <figcaption className={styles.videoCaption}>{title}</figcaption>
    </figure>
  );
}
