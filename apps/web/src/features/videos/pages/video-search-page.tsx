import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { VideoLibrary } from '../components/video-library';
import { prefetchVideoLibrary } from '../prefetch';

/** search/{query}: the list, searched for the query in the path. */
export function Component() {
  return <VideoLibrary source="search" />;
}

export const prefetch: PagePrefetch = (args) => prefetchVideoLibrary('search', args);
