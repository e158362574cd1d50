import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedSteps } from '../db/schema';
import { seedDemoClassReviews } from './demo-class-reviews';
import { seedDemoClasses } from './demo-classes';
import { seedDemoCommunity } from './demo-community';
import { seedDemoJourneys, seedDemoUnpaidBookings } from './demo-journeys';
import { seedDemoPaymentInstructions } from './demo-payment-instructions';
import { seedDemoPractice } from './demo-practice';
import { seedDemoRetreats } from './demo-retreats';
import { seedDemoReview } from './demo-review';
import { seedDemoTemples } from './demo-temples';
import { seedDemoCategoryNames, seedDemoTranslations, seedDemoVideoKeysInEveryLanguage } from './demo-translations';
import { seedDemoUsers } from './demo-users';
import { seedDemoVerification } from './demo-verification';
import { seedDemoVideos } from './demo-videos';

interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

/**
 * Demo content, one named step per feature, loaded in order. Each step runs once per database in
 * its own transaction, so a feature added later brings its demo content to existing demo databases.
 */
const STEPS: SeedStep[] = [
  { name: '0001-users', run: seedDemoUsers },
  { name: '0002-videos', run: seedDemoVideos },
  { name: '0003-practice', run: seedDemoPractice },
  { name: '0004-community', run: seedDemoCommunity },
  { name: '0005-classes', run: seedDemoClasses },
  { name: '0006-class-reviews', run: seedDemoClassReviews },
  { name: '0007-retreats', run: seedDemoRetreats },
  { name: '0008-temples', run: seedDemoTemples },
  { name: '0009-journeys', run: seedDemoJourneys },
  { name: '0010-video-review', run: seedDemoReview },
  { name: '0011-creator-verification', run: seedDemoVerification },
  { name: '0012-translations', run: (db) => seedDemoTranslations(db) },
  { name: '0013-payment-instructions', run: seedDemoPaymentInstructions },
  // Its own step: the category names came after 0012 had run on existing demo databases.
  { name: '0014-category-names', run: (db) => seedDemoCategoryNames(db) },
  { name: '0015-unpaid-journey-booking', run: seedDemoUnpaidBookings },
  // After 0012 and 0014: the videos' search keys take their tags' and category's names in every language.
  { name: '0016-video-keys-in-every-language', run: seedDemoVideoKeysInEveryLanguage },
];

/** Loads the steps this database has not had yet; returns their names. */
export async function seedDemoContent(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const step of STEPS) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts against one server: the second waits, then sees the step done.
      await tx.execute(sql`select pg_advisory_xact_lock(7405190202)`);
      const inserted = await tx
        .insert(seedSteps)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedSteps.name });
      if (inserted.length === 0) return false;
      await step.run(tx as unknown as Db);
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}
