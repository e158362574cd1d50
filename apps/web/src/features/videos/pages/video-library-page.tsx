import { useLocation } from 'react-router';
import { VideoLibrary } from '../components/video-library';
import type { FilterSource } from '../filters';

const SOURCES: FilterSource[] = ['category', 'language', 'tag'];

/** videos, category/{slug}, language/{slug} and tag/{slug}: one list, its filter from the path. */
export function Component() {
  const segment = useLocation().pathname.split('/')[2] as FilterSource;
  return <VideoLibrary source={SOURCES.includes(segment) ? segment : 'videos'} />;
}
