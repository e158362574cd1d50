import type { Video } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal/modal';
import { VideoFacts } from './video-facts';
import { YouTubePlayer } from './youtube-player';
import styles from './video-modal.module.css';

/** A video from the list, in a modal: the player (loaded on play), its description and facts. */
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
  return (
    <Modal title={video.title} size="large" onClose={onClose}>
      <YouTubePlayer video={video} onStarted={onStarted} />
      <div className={styles.about}>
        <VideoFacts video={video} />
        <p className={styles.description} lang={video.language?.code}>
          {video.description || t('player.no_description')}
        </p>
      </div>
    </Modal>
  );
}
