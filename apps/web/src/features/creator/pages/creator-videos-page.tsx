import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { VideoForm } from '../../videos';
import { creatorCalls, creatorKeys, myVideosQuery, type SubmittedVideo } from '../api';
import { describeCreatorError } from '../messages';
import styles from '../../../shared/ui/creator.module.css';

const TONE: Record<SubmittedVideo['status'], string> = {
  pending: styles.badgeWarn!,
  published: styles.badgeGood!,
  rejected: styles.badgeWarn!,
  unpublished: styles.badgeMuted!,
};

/** One video the creator sent: its state in review, and the editor's reason when it was not accepted. */
function SubmittedItem({ video }: { video: SubmittedVideo }) {
  const { t, i18n } = useTranslation('creator');
  const { lang = 'en' } = useParams();
  const sent = dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'medium' }).format(
    new Date(video.created_at),
  );
  return (
    <li className={styles.card}>
      <h3>
        {video.status === 'published' ? (
          <Link to={localize(lang, paths.video(video.id))}>{video.title}</Link>
        ) : (
          video.title
        )}
      </h3>
      <p>
        <span className={`${styles.badge} ${TONE[video.status]}`}>{t(`my_videos.status.${video.status}`)}</span>
      </p>
      <p className={styles.meta}>{t('my_videos.sent_on', { date: sent })}</p>
      {video.status === 'rejected' && video.review_note ? (
        <p>{t('my_videos.reason', { reason: video.review_note })}</p>
      ) : null}
    </li>
  );
}

/** `creator/videos`: a creator sends a video for the library, and sees what the editors decided. */
export function Component() {
  const { t } = useTranslation(['creator', 'videos', 'common']);
  const client = useQueryClient();
  const list = useInfiniteQuery(myVideosQuery());
  const videos = list.data?.pages.flatMap((page) => page.results) ?? [];
  const [sentCount, setSentCount] = useState(0);
  // The form's own mutation sends the video and shows the API's refusal; once sent, the list is read
  // again before the form (busy until then) starts empty.
  async function sent() {
    toast.success(t('my_videos.sent'));
    setSentCount((n) => n + 1);
    await client.invalidateQueries({ queryKey: creatorKeys.videos() });
  }

  return (
    <PageFrame title={t('common:pages.creator_videos')} lead={t('my_videos.lead')} wide>
      <div className={styles.sections}>
        <section className={styles.card} aria-labelledby="send-video">
          <h2 id="send-video">{t('my_videos.send_title')}</h2>
          <VideoForm
            // A new form after each video sent, empty again.
            key={sentCount}
            kidsLabel={t('my_videos.kids')}
            submitLabel={t('my_videos.submit')}
            onSubmit={creatorCalls.submitVideo}
            onSaved={sent}
          />
        </section>
        <section aria-labelledby="sent-videos">
          <h2 id="sent-videos">{t('my_videos.list_title')}</h2>
          {list.isPending ? <Skeleton lines={4} label={t('common:loading')} /> : null}
          {list.isError ? (
            <FormMessage kind="error">{describeCreatorError(list.error, 'load').form}</FormMessage>
          ) : null}
          {list.isSuccess && videos.length === 0 ? <p className={styles.empty}>{t('my_videos.empty')}</p> : null}
          {videos.length ? (
            <ul className={styles.stack}>
              {videos.map((video) => (
                <SubmittedItem key={video.id} video={video} />
              ))}
            </ul>
          ) : null}
          <LoadMore list={list} />
        </section>
      </div>
    </PageFrame>
  );
}
