import { DEFAULT_FEED_SORT, type SortOption } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { feedQuery, postsQuery } from '../api';
import { PostList } from '../components/post-list';
import { PostSearchBox } from '../components/post-search-box';
import { PostSearchSuggestions } from '../components/post-search-suggestions';
import { usePostSearch } from '../use-post-search';
import { SortSelect } from '../components/sort-select';
import { useDebounced } from '../../../shared/lib/use-debounced';
import styles from '../components/community.module.css';

/**
 * Your Feed: posts of the communities you follow, hot first by default. Its search box searches the
 * posts of every community (issue 26: the forum's one list of all posts), shown instead of the feed.
 */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const [sort, setSort] = useState<SortOption>(DEFAULT_FEED_SORT);
  // Changing the sort refetches page 1 after 300 ms (spec section 4).
  const settledSort = useDebounced(sort);
  const { search, setSearch, q } = usePostSearch();
  return (
    <PageFrame title={t('pages.feed', { ns: 'common' })} lead={t('feed.lead')} wide>
      <div className={styles.toolbar}>
        <PostSearchBox value={search} onChange={setSearch} everywhere />
        <SortSelect value={sort} onChange={setSort} />
      </div>
      {q ? (
        <>
          <h2>{t('post_search.everywhere')}</h2>
          <PostList
            query={postsQuery('', settledSort, '', lang, q)}
            showCommunity
            searching
            empty={(suggestions) => (
              <>
                <p>{t('empty.no_posts')}</p>
                <PostSearchSuggestions suggestions={suggestions} community="" lang={lang} />
              </>
            )}
          />
        </>
      ) : (
        <PostList
          query={feedQuery(settledSort, lang)}
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
