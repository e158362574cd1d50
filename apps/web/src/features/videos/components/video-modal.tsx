import type { Video } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { Modal } from '../../../shared/ui/modal/modal';
import { VideoFacts } from './video-facts';
import { YouTubePlayer } from './youtube-player';
import styles from './video-modal.module.css';

/**
 * A video from the list, in a modal: the player (loaded on play), its description and facts, a link
 * to the video's own page and Share.
 */
export function VideoModal({
  video,
  onStarted,
  onClose,
}: {
  video: Video;
  onStarted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const ownPage = localize(lang, paths.video(video.id));
  // Said inside the dialog: the page's toasts sit behind it, out of reach while it is open.
  const [shared, setShared] = useState<string | null>(null);

  async function share() {
    const url = new URL(ownPage, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      track('share_click', { video_id: video.id, how: 'share_sheet' });
      try {
        await navigator.share({ title: video.title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    } else {
      track('share_click', { video_id: video.id, how: 'copy_link' });
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared(t('player.link_copied'));
    } catch {
      setShared(t('player.copy_failed', { url }));
    }
  }

  return (
    <Modal title={video.title} size="large" onClose={onClose}>
      <YouTubePlayer video={video} onStarted={onStarted} />
      <div className={styles.about}>
        <VideoFacts video={video} />
        <p className={styles.description} lang={video.language?.code}>
          {video.description || t('player.no_description')}
        </p>
        <div className={styles.actions}>
          {/* In place of the modal's own history entry: Back from the page returns to the list. */}
          <Link className="button button-secondary" to={ownPage} replace>
            {t('player.own_page')}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => void share()}>
            {t('player.share')}
          </button>
        </div>
        <p className={styles.shared} role="status">
          {shared}
        </p>
      </div>
    </Modal>
  );
}
