import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { categoriesQuery, languagesQuery, videoListQuery } from './api';
import { filtersFrom, pageFrom, type FilterSource } from './filters';

/** The first page of a video list and the catalogue its heading and filters name, as VideoLibrary asks. */
export function prefetchVideoLibrary(source: FilterSource, { queryClient, params, url }: PrefetchArgs): void {
  const param = source === 'search' ? params.query : params.slug;
  void queryClient.prefetchInfiniteQuery(
    videoListQuery(filtersFrom(source, param, url.searchParams), pageFrom(url.searchParams)),
  );
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(languagesQuery());
}
