import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { communityQuery, modlogQuery } from '../api';
import { formatPostDate } from '../format';
import { failureMessage } from '../messages';
import { modlogSentence } from '../moderation-words';
import { CommunityUnavailable } from '../components/community-unavailable';
import { PostTime } from '../components/post-time';
import styles from '../components/community.module.css';

/** The community, then its log's first page: the log is asked for by the community's id. */
export const prefetch: PagePrefetch = async ({ queryClient, params }) => {
  const community = await queryClient
    .fetchQuery(communityQuery(params.slug ?? '', params.lang ?? 'en'))
    .catch(() => null);
  if (community) await queryClient.prefetchInfiniteQuery(modlogQuery(community.id));
};

/** A community's public moderation log (issue 26): each action as a sentence in the reader's language, newest first. */
export function Component() {
  const { t } = useTranslation('community');
  const { slug = '', lang = 'en' } = useParams();
  const community = useQuery(communityQuery(slug, lang));
  const title = t('pages.community_modlog', { ns: 'common' });

  if (community.isPending) return <Skeleton lines={6} label={t('loading')} />;
  if (community.isError) return <CommunityUnavailable title={title} error={community.error} />;
  const c = community.data;
  return (
    <PageFrame title={title} item={`${title} · ${c.name}`} lead={t('mods.modlog_lead', { community: c.name })}>
      <p className={styles.back}>
        <Link to={localize(lang, paths.communityPosts(c.slug))}>← {c.name}</Link>
      </p>
      <ModlogEntries communityId={c.id} />
    </PageFrame>
  );
}

function ModlogEntries({ communityId }: { communityId: number }) {
  const { t, i18n } = useTranslation('community');
  const zone = useDisplayZone();
  const list = useInfiniteQuery(modlogQuery(communityId));
  if (list.isPending) return <Skeleton lines={4} label={t('loading')} />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'mods.failures.load_modlog')}</p>;
  const entries = list.data.pages.flatMap((page) => page.results);
  if (entries.length === 0) return <p className={styles.notice}>{t('mods.modlog_empty')}</p>;
  const formatDate = (iso: string) => formatPostDate(iso, i18n.resolvedLanguage ?? 'en', zone);
  return (
    <>
      <ol className={styles.stack}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.card}>
            <p className={styles.text}>{modlogSentence(entry, t, formatDate)}</p>
            <p className={styles.meta}>
              <PostTime iso={entry.created_at} />
            </p>
          </li>
        ))}
      </ol>
      <LoadMore list={list} />
    </>
  );
}
