import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { numberFormat } from '../../../shared/lib/intl-format';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import { useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TabList } from '../../../shared/ui/tab-list';
import { personCommentsQuery, personPostsQuery, personQuery } from '../api';
import { BlockButton } from '../components/block-button';
import { CommentCards } from '../components/comment-cards';
import { PostList } from '../components/post-list';
import { formatJoined } from '../format';
import { failureMessage } from '../messages';
import styles from '../components/community.module.css';

type Tab = 'posts' | 'comments';

/** The person and their first posts together: the posts tab is the one shown first. */
export const prefetch: PagePrefetch = ({ queryClient, params }) => {
  const username = params.username ?? '';
  const lang = params.lang ?? 'en';
  return Promise.all([
    queryClient.prefetchQuery(personQuery(username, lang)),
    queryClient.prefetchInfiniteQuery(personPostsQuery(username, lang)),
  ]);
};

/**
 * A member's public profile (issue 26): name, when they joined, points from posts and from comments,
 * the communities they moderate, and their posts and comments; Block or Unblock for other members.
 */
export function Component() {
  const { t, i18n } = useTranslation('community');
  const { lang = 'en', username = '' } = useParams();
  const person = useQuery({ ...personQuery(username, lang), retryOnMount: false });
  const session = useSession();
  const zone = useDisplayZone();
  const [tab, setTab] = useState<Tab>('posts');
  const panelId = useId();

  if (person.isPending) return <Skeleton lines={5} label={t('loading')} />;
  if (person.isError)
    return (
      <PageFrame title={t('pages.person', { ns: 'common' })}>
        <p role="alert">
          {person.error instanceof ApiError && person.error.status === 404
            ? t('empty.person_not_found')
            : failureMessage(person.error, 'load_person')}
        </p>
      </PageFrame>
    );

  const p = person.data;
  const name = p.display_name || p.username;
  const number = numberFormat(i18n.resolvedLanguage);
  const isSelf = session.user?.username.toLowerCase() === p.username.toLowerCase();
  return (
    <PageFrame title={name} item={name} wide>
      <div className={styles.layout}>
        <aside className={`${styles.card} ${styles.side}`} aria-label={name}>
          {p.display_name ? <p className={styles.meta}>@{p.username}</p> : null}
          <p className={styles.meta}>{t('person.joined', { date: formatJoined(p.date_joined, lang, zone) })}</p>
          <h2>{t('person.points')}</h2>
          <ul className={styles.text}>
            <li>{t('person.post_points', { count: p.post_karma, formatted: number.format(p.post_karma) })}</li>
            <li>{t('person.comment_points', { count: p.comment_karma, formatted: number.format(p.comment_karma) })}</li>
          </ul>
          {p.moderates.length ? (
            <>
              <h2>{t('person.moderates')}</h2>
              <ul className={styles.text}>
                {p.moderates.map((c) => (
                  <li key={c.slug}>
                    <Link to={localize(lang, paths.communityPosts(c.slug))}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {isSelf ? null : <BlockButton person={p} />}
        </aside>
        <div className={styles.main}>
          <TabList<Tab>
            tabs={[
              { id: 'posts', label: t('person.tab_posts') },
              { id: 'comments', label: t('person.tab_comments') },
            ]}
            current={tab}
            onChange={setTab}
            label={t('person.tabs', { name })}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
            {tab === 'posts' ? (
              <PostList query={personPostsQuery(p.username, lang)} empty={t('empty.no_posts')} showCommunity />
            ) : (
              <CommentCards query={personCommentsQuery(p.username)} empty={t('empty.no_comments')} />
            )}
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
