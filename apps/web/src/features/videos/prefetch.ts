import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { categoriesQuery, languagesQuery, videoListQuery } from './api';
import { filtersFrom, pageFrom, type FilterSource } from './filters';

/** The first page of a video list and the catalogue its heading and filters name, as VideoLibrary asks. */
export function prefetchVideoLibrary(source: FilterSource, { queryClient, params, url }: PrefetchArgs) {
  const param = source === 'search' ? params.query : params.slug;
  return Promise.all([
    queryClient.prefetchInfiniteQuery(
      videoListQuery(filtersFrom(source, param, url.searchParams), pageFrom(url.searchParams)),
    ),
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(languagesQuery()),
  ]);
}
