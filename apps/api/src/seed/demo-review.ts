import type { Db } from '../db/client';
import { addVideo, type NewVideo } from '../modules/videos';
import { demoUserId } from './demo-creators';
import { DEMO_PASSWORD } from './demo-users';
import { demoYoutubeId } from './demo-videos';
import { createUser } from './factories';

/** The demo editor keeps the video library from the console (issue 20). */
export const DEMO_EDITOR = { username: 'editor', displayName: 'Sangam Editor', role: 'editor' as const };

/** Videos a demo tutor has sent for review, so the console's review queue has something to show. */
export const DEMO_SUBMISSIONS: { creator: string; hoursAgo: number; video: Omit<NewVideo, 'youtube_url'> }[] = [
  {
    creator: 'acharya_ravi',
    hoursAgo: 26,
    video: {
      title: 'Bhagavad Gita 2.47–2.48: work without clinging to its fruits',
      description:
        'A slow reading of two verses of the second chapter, word by word, with what they ask of us in daily work.',
      category: 'scripture-talks',
      language: 'en',
      tags: ['Bhagavad Gita', 'Beginners'],
    },
  },
  {
    creator: 'acharya_ravi',
    hoursAgo: 5,
    video: {
      title: 'संस्कृत वर्णमाला — बच्चों के लिए',
      description: 'स्वर और व्यंजन, एक-एक अक्षर, उच्चारण के साथ। बच्चे साथ-साथ बोलकर सीख सकते हैं।',
      category: 'kids',
      language: 'hi',
      tags: ['Beginners', 'Saraswati'],
      // The creator's suggestion: it counts only once an editor publishes the video.
      is_kids: true,
    },
  },
];

/** Step 0010: the editor account and the tutor's submissions waiting for review. */
export async function seedDemoReview(db: Db): Promise<void> {
  // A demo database may already have someone who chose the name; the step then leaves it be.
  if ((await demoUserId(db, DEMO_EDITOR.username)) === null) {
    await createUser(db, {
      ...DEMO_EDITOR,
      email: `${DEMO_EDITOR.username}@demo.sanatansangam.org`,
      password: DEMO_PASSWORD,
    });
  }
  const now = Date.now();
  for (const submission of DEMO_SUBMISSIONS) {
    const creatorId = await demoUserId(db, submission.creator);
    if (creatorId === null) continue;
    await addVideo(
      db,
      {
        ...submission.video,
        youtube_url: demoYoutubeId(submission.video.title),
        created_at: new Date(now - submission.hoursAgo * 3600_000),
      },
      { id: creatorId, publishes: false },
    );
  }
}
