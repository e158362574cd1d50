import { VideoLibrary } from '../components/video-library';

/** search/{query}: the list, searched for the query in the path. */
export function Component() {
  return <VideoLibrary source="search" />;
}
