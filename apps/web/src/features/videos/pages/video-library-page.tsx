import { useLocation } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { VideoLibrary } from '../components/video-library';
import type { FilterSource } from '../filters';
import { prefetchVideoLibrary } from '../prefetch';

const SOURCES: FilterSource[] = ['category', 'language', 'tag'];

/** Which list a path of this page shows. */
function sourceOf(pathname: string): FilterSource {
  const segment = pathname.split('/')[2] as FilterSource;
  return SOURCES.includes(segment) ? segment : 'videos';
}

/** videos, category/{slug}, language/{slug} and tag/{slug}: one list, its filter from the path. */
export function Component() {
  return <VideoLibrary source={sourceOf(useLocation().pathname)} />;
}

export const prefetch: PagePrefetch = (args) => prefetchVideoLibrary(sourceOf(args.url.pathname), args);
