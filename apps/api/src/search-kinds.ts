import type { Db } from './db/client';
import { fillMissingSearchKeys } from './lib/search';
import { searchableClasses } from './modules/classes';
import { searchableCommunities, searchablePosts } from './modules/community';
import { searchableJourneys } from './modules/journeys';
import { searchablePoojas, searchableTemples } from './modules/poojas';
import { searchableRetreats } from './modules/retreats';
import { searchableVideos } from './modules/videos';

/**
 * Fills the search keys of every searchable kind's rows that have none: rows from before their table
 * had keys (migrations 0015, 0017), or written without their service. The one list of the kinds.
 */
export async function fillAllMissingSearchKeys(db: Db): Promise<void> {
  await fillMissingSearchKeys(db, searchableVideos);
  await fillMissingSearchKeys(db, searchableClasses);
  await fillMissingSearchKeys(db, searchableCommunities);
  await fillMissingSearchKeys(db, searchablePosts);
  await fillMissingSearchKeys(db, searchableTemples);
  await fillMissingSearchKeys(db, searchablePoojas);
  await fillMissingSearchKeys(db, searchableRetreats);
  await fillMissingSearchKeys(db, searchableJourneys);
}
