import type { Report } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { localize, paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, reportsQuery } from '../api';
import { failureMessage } from '../messages';
import styles from './community.module.css';

/**
 * For a community's moderators: its open reports, each with a link to the item and Resolve. Without a
 * community, an administrator's queue across every community, each report naming its community.
 */
export function ModerationQueue({ community, headingLevel = 3 }: { community?: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const reports = useQuery(reportsQuery(community));

  const resolve = useMutation({
    mutationFn: (report: Report) => communityCalls.resolveReport(report.id),
    onSuccess: async () => {
      toast.success(t('toasts.resolved'));
      await client.invalidateQueries({ queryKey: communityKeys.reports });
    },
    onError: (error) => toast.error(failureMessage(error, 'moderate')),
  });

  const open = reports.data?.results ?? [];
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="reports-heading">
      <Heading id="reports-heading">{t('moderation.reports')}</Heading>
      {reports.isError ? (
        <p className={styles.meta} role="alert">
          {describeApiError(reports.error).form}
        </p>
      ) : reports.isPending ? (
        <p className={styles.meta}>{t('loading')}</p>
      ) : open.length === 0 ? (
        <p className={styles.meta}>{t('moderation.no_reports')}</p>
      ) : (
        <ul className={styles.stack}>
          {open.map((report) => (
            <li key={report.id} className={styles.comment}>
              {community ? null : (
                <p className={styles.meta}>
                  <Link to={localize(lang, paths.communityPosts(report.community))}>{report.community_name}</Link>
                </p>
              )}
              <p className={styles.text}>{report.excerpt}</p>
              <p className={styles.meta}>
                {t('moderation.reported_for', {
                  reason: t(`report.reasons.${report.reason}`),
                  name: report.reporter?.username ?? t('empty.unknown'),
                })}
              </p>
              {report.details ? <p className={styles.meta}>{report.details}</p> : null}
              <div className={styles.row}>
                <Link to={localize(lang, paths.post(report.post))}>{t('moderation.view')}</Link>
                <button type="button" className="button-link" onClick={() => resolve.mutate(report)}>
                  {t('moderation.resolve')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
