import { DEFAULT_FEED_SORT } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { commentSearchQuery, feedQuery, postsQuery } from '../api';
import { CommentCards } from '../components/comment-cards';
import { PostList } from '../components/post-list';
import { PostSearchBox } from '../components/post-search-box';
import { PostSearchSuggestions } from '../components/post-search-suggestions';
import { usePostSearch } from '../use-post-search';
import { PostOrderSelects } from '../components/post-order-selects';
import { usePostOrder } from '../use-post-order';
import styles from '../components/community.module.css';

/**
 * Your Feed: posts of the communities you follow, hot first by default. Its search box searches the
 * posts of every community (issue 26: the forum's one list of all posts), shown instead of the feed.
 */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const { order, setOrder, settled } = usePostOrder(DEFAULT_FEED_SORT);
  const { search, setSearch, q } = usePostSearch();
  return (
    <PageFrame title={t('pages.feed', { ns: 'common' })} lead={t('feed.lead')} wide>
      <div className={styles.toolbar}>
        <PostSearchBox value={search} onChange={setSearch} everywhere />
        <PostOrderSelects order={order} onChange={setOrder} />
      </div>
      {q ? (
        <>
          <h2>{t('post_search.everywhere')}</h2>
          <PostList
            query={postsQuery('', settled.sort, settled.period, '', lang, q)}
            showCommunity
            searching
            empty={(suggestions) => (
              <>
                <p>{t('empty.no_posts')}</p>
                <PostSearchSuggestions suggestions={suggestions} community="" lang={lang} />
              </>
            )}
          />
          <h2>{t('comment_search.heading')}</h2>
          <CommentCards query={commentSearchQuery(q)} empty={t('comment_search.none')} />
        </>
      ) : (
        <PostList
          query={feedQuery(settled.sort, settled.period, lang)}
          showCommunity
          empty={
            <>
              {t('empty.no_feed')} <Link to={localize(lang, paths.communities())}>{t('mine.browse')}</Link>
            </>
          }
        />
      )}
    </PageFrame>
  );
}
