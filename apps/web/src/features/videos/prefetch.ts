import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { categoriesQuery, languagesQuery, videoListQuery } from './api';
import { filtersFrom, pageFrom, pathParam, type FilterSource } from './filters';

/** The first page of a video list and the catalogue its heading and filters name, as VideoLibrary asks. */
export function prefetchVideoLibrary(source: FilterSource, { queryClient, params, url }: PrefetchArgs) {
  return Promise.all([
    queryClient.prefetchInfiniteQuery(
      videoListQuery(filtersFrom(source, pathParam(source, params), url.searchParams), pageFrom(url.searchParams)),
    ),
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(languagesQuery()),
  ]);
}
