import type { Db } from '../db/client';
import { createUser } from './factories';

/** The password of every demo account (the README lists the accounts). Demo databases only. */
export const DEMO_PASSWORD = 'sangam-demo-2025';

export const DEMO_ACCOUNTS = [
  { username: 'admin', displayName: 'Sangam Admin', role: 'admin' as const },
  { username: 'meera', displayName: 'Meera Sharma', role: 'user' as const, preferredLanguage: 'hi' },
  { username: 'arjun', displayName: 'Arjun Reddy', role: 'user' as const, preferredLanguage: 'te' },
  {
    username: 'acharya_ravi',
    displayName: 'Acharya Ravi Shastri',
    creatorType: 'tutor' as const,
    headline: 'Sanskrit and Bhagavad Gita teacher',
    bio: 'Teaching Sanskrit grammar and Gita study to adults and children for twenty years.',
  },
  {
    username: 'ganga_retreats',
    displayName: 'Ganga Retreats, Rishikesh',
    creatorType: 'retreat_rep' as const,
    headline: 'Yoga and meditation retreats on the Ganga',
    bio: 'Residential yoga, meditation and Ayurveda retreats in Rishikesh.',
  },
  {
    username: 'sadhvi_anandi',
    displayName: 'Sadhvi Anandi',
    creatorType: 'mentor' as const,
    headline: 'Meditation mentor',
    bio: 'Guiding daily sadhana and japa practice.',
  },
];

export async function seedDemoUsers(db: Db) {
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, {
      ...account,
      email: `${account.username}@demo.sanatansangam.org`,
      password: DEMO_PASSWORD,
    });
  }
}
