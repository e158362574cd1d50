import { DEFAULT_COMMUNITY_SORT } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { formStyles } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { commentSearchQuery, communityQuery, postsQuery } from '../api';
import { BanNotice } from '../components/ban-notice';
import { CommunityModerators } from '../components/community-moderators';
import { CommunityUnavailable } from '../components/community-unavailable';
import { CreatePostForm } from '../components/create-post-form';
import { FollowButton } from '../components/follow-button';
import { LinkedText } from '../components/linked-text';
import { ModerationQueue } from '../components/moderation-queue';
import { CommentCards } from '../components/comment-cards';
import { PostList } from '../components/post-list';
import { PostSearchBox } from '../components/post-search-box';
import { PostSearchSuggestions } from '../components/post-search-suggestions';
import { PostOrderSelects } from '../components/post-order-selects';
import { postOrderOf } from '../post-order';
import { usePostOrder } from '../use-post-order';
import { usePostSearch } from '../use-post-search';
import { useDebounced } from '../../../shared/lib/use-debounced';
import styles from '../components/community.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** The community and its first posts together, as the page first asks for them (no tag; the address's order and search). */
export const prefetch: PagePrefetch = ({ queryClient, params, url }) => {
  const slug = params.slug ?? '';
  const lang = params.lang ?? 'en';
  const q = url.searchParams.get('q')?.trim() ?? '';
  const { sort, period } = postOrderOf(url.searchParams, DEFAULT_COMMUNITY_SORT);
  return Promise.all([
    queryClient.prefetchQuery(communityQuery(slug, lang)),
    queryClient.prefetchInfiniteQuery(postsQuery(slug, sort, period, '', lang, q)),
  ]);
};

/** A community: its description, counts and Follow, its posts by New / Top / Hot, tag and search, Create Post. */
export function Component() {
  const { t, i18n } = useTranslation('community');
  const { slug = '', lang = 'en' } = useParams();
  const community = useQuery(communityQuery(slug, lang));
  const { order, setOrder, settled } = usePostOrder(DEFAULT_COMMUNITY_SORT);
  const [tag, setTag] = useState('');
  // Sort and tag changes refetch page 1 after 300 ms (spec section 4).
  const settledTag = useDebounced(tag.trim());
  const tagId = useId();
  const { search, setSearch, q } = usePostSearch();

  if (community.isPending) return <Skeleton lines={5} label={t('loading')} />;
  if (community.isError)
    return <CommunityUnavailable title={t('pages.community_posts', { ns: 'common' })} error={community.error} />;

  const c = community.data;
  const number = numberFormat(i18n.resolvedLanguage);
  return (
    <PageFrame title={c.name} item={c.name} wide>
      <div className={styles.layout}>
        <aside className={`${styles.card} ${styles.side}`} aria-label={t('community.about')}>
          <h2>{t('community.about')}</h2>
          <p className={styles.text}>{c.description || t('empty.no_description')}</p>
          <p className={styles.meta}>
            {t('community.followers', { count: c.follower_count, formatted: number.format(c.follower_count) })}
            {' · '}
            {t('community.posts', { count: c.post_count, formatted: number.format(c.post_count) })}
          </p>
          {c.min_karma_to_post > 0 ? (
            <p className={styles.meta}>{t('community.min_karma', { count: c.min_karma_to_post })}</p>
          ) : null}
          <FollowButton community={c} />
          {c.rules ? (
            <>
              <h3>{t('community.rules')}</h3>
              <LinkedText text={c.rules} />
            </>
          ) : null}
          <CommunityModerators community={c} />
          {c.tags.length ? (
            <ul className={styles.tags} aria-label={t('community.tags')}>
              {c.tags.map((x, i) => (
                <li key={x} className={styles.chip}>
                  #{c.tag_names[i] ?? x}
                </li>
              ))}
            </ul>
          ) : null}
          {c.is_moderator ? (
            <>
              <p>
                <Link to={localize(lang, paths.communitySettings(c.slug))}>{t('community.edit')}</Link>
              </p>
              <ModerationQueue community={c.slug} />
            </>
          ) : null}
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <PostSearchBox value={search} onChange={setSearch} />
            <PostOrderSelects order={order} onChange={setOrder} />
            <div className={formStyles.field}>
              <label htmlFor={tagId} className={formStyles.label}>
                {t('posts.tag_filter')}
              </label>
              <input
                id={tagId}
                className={formStyles.input}
                value={tag}
                placeholder={t('posts.tag_placeholder')}
                maxLength={30}
                onChange={(event) => setTag(event.target.value)}
              />
            </div>
          </div>
          {/* A member banned here reads, and is told why they cannot post. */}
          {c.my_ban ? (
            <BanNotice ban={c.my_ban} />
          ) : (
            <div className={styles.actions}>
              <CreatePostForm community={c} />
            </div>
          )}
          <PostList
            query={postsQuery(c.slug, settled.sort, settled.period, settledTag, lang, q)}
            searching={Boolean(q)}
            empty={
              q
                ? (suggestions) => (
                    <>
                      <p>{t('empty.no_posts')}</p>
                      <PostSearchSuggestions suggestions={suggestions} community={c.slug} lang={lang} />
                    </>
                  )
                : t('empty.no_posts')
            }
          />
          {q ? (
            <>
              <h2>{t('comment_search.heading')}</h2>
              <CommentCards query={commentSearchQuery(q, c.slug)} empty={t('comment_search.none')} />
            </>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
