import type { Video } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useCatalogueLabels } from '../labels';
import { formatDuration } from '../list-layout';
import styles from './video-modal.module.css';

/** Category, language, length and tags of a video, each a way into more like it. */
export function VideoFacts({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const labels = useCatalogueLabels();
  return (
    <ul className={styles.facts}>
      {video.category ? (
        <li>
          <Link to={localize(lang, paths.category(video.category.slug))}>{labels.category(video.category)}</Link>
        </li>
      ) : null}
      {video.language ? <li>{t('player.in_language', { language: labels.language(video.language) })}</li> : null}
      {video.duration_seconds ? <li>{formatDuration(video.duration_seconds)}</li> : null}
      {video.is_kids ? <li>{t('card.kids')}</li> : null}
      {video.tags.map((tag) => (
        <li key={tag.id}>
          <Link to={localize(lang, paths.tag(tag.slug))}>#{tag.name}</Link>
        </li>
      ))}
    </ul>
  );
}
