import type { Db } from './db/client';
import { refreshSearchKeys } from './lib/search';
import { searchableClasses } from './modules/classes';
import { searchableComments, searchableCommunities, searchablePosts } from './modules/community';
import { searchableJourneys } from './modules/journeys';
import { searchablePoojas, searchableTemples } from './modules/poojas';
import { searchableRetreats } from './modules/retreats';
import { searchableVideos } from './modules/videos';

/**
 * Brings every searchable kind's stored keys up to date at start (lib/search's refreshSearchKeys):
 * all of them after a change of the key rules, else the rows that have none. The one list of the kinds.
 */
export async function refreshAllSearchKeys(db: Db): Promise<void> {
  await refreshSearchKeys(db, searchableVideos);
  await refreshSearchKeys(db, searchableClasses);
  await refreshSearchKeys(db, searchableCommunities);
  await refreshSearchKeys(db, searchablePosts);
  await refreshSearchKeys(db, searchableComments);
  await refreshSearchKeys(db, searchableTemples);
  await refreshSearchKeys(db, searchablePoojas);
  await refreshSearchKeys(db, searchableRetreats);
  await refreshSearchKeys(db, searchableJourneys);
}
