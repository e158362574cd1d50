import type { ConsoleCreator } from '@sangam/contracts';
import { PHOTO_LIMITS } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, refreshAfterCreatorChange } from '../api';
import { actionFailed } from '../messages';
import { PrivatePhoto } from './private-photo';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';
import styles from './console.module.css';

/**
 * One creator of the verification queue: who they are, what they asked with, their documents as
 * thumbnails that open large, and Verify or Refuse (with the reason they will read).
 */
export function CreatorItem({ creator }: { creator: ConsoleCreator }) {
  const { t, i18n } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const date = (iso: string) =>
    dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'medium' }).format(new Date(iso));
  const client = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const name = creator.user.display_name || creator.user.username;
  const status = creator.verification.status;
  const titleId = `creator-${creator.user.id}`;

  const verify = useMutation({
    mutationFn: () => consoleCalls.verifyCreator(creator.user.id),
    onSuccess: () => {
      refreshAfterCreatorChange(client);
      toast.success(t('creators.done.verify', { name }));
    },
    onError: (error) => toast.error(actionFailed(error)),
  });

  return (
    <article className={styles.itemBody} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {name} <span className={styles.meta}>@{creator.user.username}</span>
      </h2>
      <div className={styles.badges}>
        <StatusBadge kind="creator" status={status} />
        <span className={styles.badge}>{t(`creators.types.${creator.creator_type}`)}</span>
      </div>
      {creator.headline ? <p>{creator.headline}</p> : null}
      <p className={styles.meta}>
        {creator.email} · {t('creators.joined', { date: date(creator.joined) })}
        {creator.verification.requested_at
          ? ` · ${t('creators.requested', { date: date(creator.verification.requested_at) })}`
          : ''}
      </p>
      {creator.note ? <p className={styles.note}>{t('creators.note', { note: creator.note })}</p> : null}
      {status === 'rejected' && creator.verification.reason ? (
        <p className={styles.note}>{t('creators.reason', { reason: creator.verification.reason })}</p>
      ) : null}
      <h3>{t('creators.documents')}</h3>
      {creator.documents.length ? (
        <ul className={styles.documents}>
          {creator.documents.map((id, index) => (
            <li key={id}>
              <button
                type="button"
                className={styles.documentButton}
                aria-label={t('creators.document_open', { n: index + 1, name })}
                onClick={() => setShown(index)}
              >
                <PrivatePhoto id={id} width={PHOTO_LIMITS.smallWidth} alt="" height={96} decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{t('creators.no_documents')}</p>
      )}
      <div className={styles.actions}>
        {status !== 'verified' ? (
          <button type="button" className="button" disabled={verify.isPending} onClick={() => verify.mutate()}>
            {t('creators.verify')}
          </button>
        ) : null}
        {status !== 'rejected' ? (
          <button type="button" className="button button-secondary" onClick={() => setRefusing(true)}>
            {t('creators.reject')}
          </button>
        ) : null}
      </div>

      {shown !== null && creator.documents[shown] ? (
        <Modal title={t('creators.document_title', { n: shown + 1, name })} onClose={() => setShown(null)} size="large">
          <PrivatePhoto
            className={styles.large}
            id={creator.documents[shown]}
            width={PHOTO_LIMITS.largeWidth}
            alt={t('creators.document_alt', { n: shown + 1, name })}
          />
        </Modal>
      ) : null}
      {refusing ? (
        <ReasonDialog
          title={t('creators.reject_title')}
          about={name}
          label={t('creators.reject_label')}
          submitLabel={t('creators.reject')}
          send={(reason) => consoleCalls.rejectCreator(creator.user.id, reason)}
          onSent={() => {
            refreshAfterCreatorChange(client);
            toast.success(t('creators.done.reject', { name }));
          }}
          onClose={() => setRefusing(false)}
        />
      ) : null}
    </article>
  );
}
