import { useTranslation } from 'react-i18next';

/** 'Load More' under a paged list: shown while there is a next page, busy while it loads. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button-secondary"
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? t('loading') : t('load_more')}
      </button>
    </div>
  );
}
