import type { Video } from '@sangam/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking';
import { embedUrl, PLAYER_ORIGIN, playbackTracker, readPlayerMessage } from '../playback';
import styles from './youtube-player.module.css';

/**
 * The player: our thumbnail and a play button until the person presses it; only then does the
 * privacy-enhanced YouTube embed load (nothing is fetched from YouTube before).
 */
export function YouTubePlayer({ video, onStarted }: { video: Video; onStarted?: () => void }) {
  const { t, i18n } = useTranslation('videos');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const playback = useRef<ReturnType<typeof playbackTracker> | null>(null);

  useEffect(() => {
    if (!playing) return;
    // The play button is gone: keep the keyboard focus here, next to the player (Tab enters it),
    // rather than lost on the page, and still inside the dialog so Escape closes it.
    holder.current?.focus();
    const tracker = playbackTracker(video.id, track);
    playback.current = tracker;
    tracker.start();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== PLAYER_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const info = readPlayerMessage(event.data);
      if (info) tracker.report(info);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      tracker.close();
      playback.current = null;
    };
  }, [playing, video.id]);

  if (!playing) {
    // The note sits under the picture, not over it: in Malayalam or Tamil at phone width, a caption
    // over a 16:9 picture would cover the play button.
    return (
      <div>
        <div className={styles.frame}>
          <img
            className={styles.poster}
            src={video.thumbnailUrl}
            srcSet={video.thumbnailSrcset}
            sizes="(max-width: 56rem) 100vw, 56rem"
            alt=""
            width={640}
            height={360}
          />
          <button
            type="button"
            className={styles.play}
            onClick={() => {
              setPlaying(true);
              onStarted?.();
            }}
          >
            <span className={styles.playIcon} aria-hidden="true" />
            {t('player.play')}
          </button>
        </div>
        <p className={styles.privacy}>{t('player.privacy')}</p>
      </div>
    );
  }

  return (
    <div className={styles.frame} ref={holder} tabIndex={-1}>
      <iframe
        ref={frame}
        className={styles.iframe}
        src={embedUrl(video.youtube_id, i18n.language)}
        title={t('player.frame_title', { title: video.title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() =>
          // Ask the player to report its state to us (what YouTube's own script does).
          frame.current?.contentWindow?.postMessage(
            JSON.stringify({ event: 'listening', id: video.id, channel: 'widget' }),
            PLAYER_ORIGIN,
          )
        }
      />
    </div>
  );
}
