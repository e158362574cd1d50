import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { videoQuery } from '../api';
import { VideoFacts } from '../components/video-facts';
import { YouTubePlayer } from '../components/youtube-player';
import styles from '../components/video-modal.module.css';

/** The id of a legacy link: ours, a YouTube id, or whatever follows 'v=' (spec section 5). */
export function legacyVideoId(raw: string): string {
  const text = decodeURIComponent(raw);
  const afterV = /(?:^|[?&])v=([^&#]+)/.exec(text);
  return (afterV ? afterV[1] : text)!.trim();
}

/** video/{id}: the legacy detail page with title, thumbnail, description and the player. */
export function Component() {
  const { t } = useTranslation(['videos', 'common']);
  const { id = '', lang = 'en' } = useParams();
  const videoId = legacyVideoId(id);
  const video = useQuery({
    ...videoQuery(videoId, lang),
    retry: (n, error) => !(error instanceof ApiError && error.status === 404) && n < 2,
  });

  useEffect(() => {
    if (video.data) track('page_view', { screen: 'video_detail', video_id: video.data.id });
  }, [video.data]);

  if (video.isPending)
    return (
      <PageFrame title={t('pages.video', { ns: 'common' })}>
        <Skeleton lines={4} label={t('library.loading')} />
      </PageFrame>
    );
  if (video.isError) {
    const missing = video.error instanceof ApiError && video.error.status === 404;
    return (
      <PageFrame title={t('pages.video', { ns: 'common' })}>
        <p role="alert">{missing ? t('player.not_found') : t('library.error')}</p>
        <Link className="button" to={localize(lang, paths.videos())}>
          {t('player.back')}
        </Link>
      </PageFrame>
    );
  }
  const data = video.data;
  return (
    <PageFrame title={data.title} item={data.title} wide>
      <YouTubePlayer video={data} />
      <div className={styles.about}>
        <VideoFacts video={data} />
        <p className={styles.description} lang={data.language?.code}>
          {data.description || t('player.no_description')}
        </p>
        <p>
          <Link to={localize(lang, paths.videos())}>{t('player.back')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
