import type { HostRetreat } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { usePublishToggle } from '../../../creator';
import { hostCalls, hostKeys, refreshHost } from '../api';
import { describeHostError } from '../messages';
import creator from '../../../../shared/ui/creator.module.css';

/** Once a draft has an active package: publish it from here, or set its nights first. */
export function PublishPanel({ retreat }: { retreat: HostRetreat }) {
  const { t } = useTranslation('retreat-host');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const publishRetreat = useMutation({
    mutationFn: () => hostCalls.setPublished(retreat.id, true),
    onSuccess: (done) => {
      client.setQueryData(hostKeys.retreat(retreat.id), done);
      refreshHost(client);
    },
  });
  const {
    busy,
    problem,
    toggle: publish,
  } = usePublishToggle(
    async () => {
      await publishRetreat.mutateAsync();
      toast.success(t('list.published_toast', { title: retreat.title }));
    },
    (error) => describeHostError(error, 'action').form,
  );

  return (
    <section className={creator.card} aria-labelledby="publish-next">
      <h2 id="publish-next">{retreat.published ? t('packages.next_published') : t('packages.next_title')}</h2>
      <p>{retreat.published ? t('packages.next_published_text') : t('packages.next_text')}</p>
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      <div className={creator.cardActions}>
        {retreat.published ? null : (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void publish()}>
            {t('list.publish')}
          </button>
        )}
        <Link className="button button-secondary" to={localize(lang, paths.creatorRetreatAvailability(retreat.id))}>
          {t('list.availability_link')}
        </Link>
      </div>
    </section>
  );
}
