import type { ConsoleVideo } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useCatalogueLabels, VideoForm } from '../../videos';
import { consoleCalls, refreshAfterVideoChange, type VideoAction } from '../api';
import { actionFailed } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';
import styles from './console.module.css';

type Dialog = 'reject' | 'delete' | 'edit' | null;

/** What can be done with a video in each state, in the order the buttons show. */
const ACTIONS: Record<ConsoleVideo['status'], VideoAction[]> = {
  pending: ['publish'],
  published: ['unpublish'],
  unpublished: ['publish'],
  rejected: ['publish'],
};

/**
 * One video of the console's list: its picture, title, where it belongs and who added it, the
 * editor's reason when it was refused, and the actions of its state (approve or publish, refuse,
 * unpublish, the kids' flag, edit, delete). `order` adds the move buttons of a category's order.
 */
export function VideoItem({ video, order }: { video: ConsoleVideo; order?: ReactNode }) {
  const { t, i18n } = useTranslation(['console', 'videos']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => refreshAfterVideoChange(client);
  const failed = (error: unknown) => toast.error(actionFailed(error));
  // The toasts belong to the mutations, not to one call: a published video leaves its list at once.
  const act = useMutation({
    mutationFn: (action: VideoAction) => consoleCalls.actOnVideo(video.id, action),
    onSuccess: (_saved, action) => {
      refresh();
      toast.success(t(`videos.done.${action}`, { title: video.title }));
    },
    onError: failed,
  });
  const setKids = useMutation({
    mutationFn: (is_kids: boolean) => consoleCalls.updateVideo(video.id, { is_kids }),
    onSuccess: (_saved, is_kids) => {
      refresh();
      toast.success(is_kids ? t('videos.done.kids_on') : t('videos.done.kids_off'));
    },
    onError: failed,
  });
  const busy = act.isPending || setKids.isPending;

  const added = dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(video.created_at));
  const labels = useCatalogueLabels();
  const where = [video.category && labels.category(video.category), video.language && labels.language(video.language)]
    .filter(Boolean)
    .join(' · ');
  const titleId = `video-${video.id}-title`;

  return (
    <article className={styles.itemBody} aria-labelledby={titleId}>
      <div className={styles.itemTop}>
        <img className={styles.thumb} src={video.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        <div className={styles.itemBody}>
          <h2 id={titleId}>
            {video.status === 'published' ? (
              <Link to={localize(lang, paths.video(video.id))}>{video.title}</Link>
            ) : (
              video.title
            )}
          </h2>
          <div className={styles.badges}>
            <StatusBadge kind="video" status={video.status} />
            {video.is_kids ? <span className={styles.badge}>{t('videos.kids_badge')}</span> : null}
          </div>
          {where ? <p className={styles.meta}>{where}</p> : null}
          <p className={styles.meta}>
            {video.added_by
              ? t('videos.added_by', { name: video.added_by.display_name || video.added_by.username, date: added })
              : t('videos.added_on', { date: added })}
          </p>
        </div>
      </div>
      {video.status === 'rejected' && video.review_note ? (
        <p className={styles.note}>{t('videos.reason_shown', { reason: video.review_note })}</p>
      ) : null}
      {order}
      <div className={styles.actions}>
        {ACTIONS[video.status].map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'unpublish' ? 'button button-secondary' : 'button'}
            disabled={busy}
            onClick={() => act.mutate(action)}
          >
            {t(video.status === 'pending' ? 'videos.approve' : `videos.${action}`)}
          </button>
        ))}
        {video.status === 'pending' ? (
          <button type="button" className="button button-secondary" onClick={() => setDialog('reject')}>
            {t('videos.reject')}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => setDialog('edit')}>
          {t('actions.edit')}
        </button>
        <label className={styles.actions}>
          <input
            type="checkbox"
            checked={video.is_kids}
            disabled={busy}
            onChange={(event) => setKids.mutate(event.target.checked)}
          />
          {t('videos.kids')}
        </label>
        <button type="button" className={`button-link ${styles.danger}`} onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </button>
      </div>

      {dialog === 'reject' ? (
        <ReasonDialog
          title={t('videos.reject_title')}
          about={video.title}
          label={t('videos.reject_label')}
          submitLabel={t('videos.reject')}
          send={(reason) => consoleCalls.rejectVideo(video.id, reason)}
          onSent={() => {
            refresh();
            toast.success(t('videos.done.reject', { title: video.title }));
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('videos.delete_title')}
          confirmLabel={t('actions.delete')}
          action={() => consoleCalls.deleteVideo(video.id)}
          onDone={() => {
            refresh();
            toast.success(t('videos.done.delete', { title: video.title }));
          }}
          onClose={() => setDialog(null)}
        >
          <p>{t('videos.delete_text', { title: video.title })}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'edit' ? (
        <Modal title={t('videos.edit_title')} onClose={() => setDialog(null)} size="large">
          <VideoForm
            video={video}
            submitLabel={t('actions.save')}
            onSubmit={({ youtube_url: _link, ...body }) => consoleCalls.updateVideo(video.id, body)}
            onSaved={(values) => {
              refresh();
              toast.success(t('videos.done.edit', { title: values.title }));
              setDialog(null);
            }}
          >
            <button type="button" className="button button-secondary" onClick={() => setDialog(null)}>
              {t('actions.cancel')}
            </button>
          </VideoForm>
        </Modal>
      ) : null}
    </article>
  );
}
