import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { listLanguages } from '../../shared/session/reader-languages';
import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { categoriesQuery, languagesQuery, videoListQuery } from './api';
import { filtersFrom, pageFrom, pathParam, type FilterSource } from './filters';

/** The first page of a video list and the catalogue its heading and filters name, as VideoLibrary asks. */
export function prefetchVideoLibrary(source: FilterSource, { queryClient, params, url, onServer }: PrefetchArgs) {
  const filters = filtersFrom(source, pathParam(source, params), url.searchParams);
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return Promise.all([
    queryClient.prefetchInfiniteQuery(
      videoListQuery({ ...filters, languages: listLanguages(lang, onServer), lang }, pageFrom(url.searchParams)),
    ),
    queryClient.prefetchQuery(categoriesQuery(lang)),
    queryClient.prefetchQuery(languagesQuery()),
  ]);
}
