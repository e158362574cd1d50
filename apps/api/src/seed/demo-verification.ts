import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { selectRows, type Db } from '../db/client';
import { storePhoto } from '../modules/media/photos';
import { DEMO_CLASSES } from './demo-classes';
import { DEMO_JOURNEYS } from './demo-journeys';
import { DEMO_RETREATS } from './demo-retreats';
import { DEMO_TEMPLES } from './demo-temples';
import { DEMO_ACCOUNTS } from './demo-users';

/** The demo tutor whose request waits in the console's verification queue. */
export const DEMO_PENDING_CREATOR = 'guru_subhashree';

/** Every creator account of the demo, by username. */
export const demoCreatorUsernames = (): string[] => [
  ...new Set([
    ...DEMO_ACCOUNTS.flatMap((account) => ('creatorType' in account ? [account.username] : [])),
    ...DEMO_CLASSES.tutors.map((tutor) => tutor.username),
    ...DEMO_RETREATS.hosts.map((host) => host.username),
    ...DEMO_TEMPLES.managers.map((manager) => manager.username),
    ...DEMO_JOURNEYS.organisers.map((organiser) => organiser.username),
  ]),
];

/** A picture of an identity card, drawn (no text, no real person): what a creator would photograph. */
function identityCard(): Promise<Buffer> {
  const lines = [0, 1, 2, 3]
    .map((i) => `<rect x="330" y="${200 + i * 60}" width="${440 - i * 70}" height="22" rx="6" fill="#8a7b63"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="570">
    <rect width="900" height="570" rx="36" fill="#f4ecd8"/>
    <rect x="0" y="0" width="900" height="110" rx="36" fill="#c8651b"/>
    <rect x="0" y="70" width="900" height="40" fill="#c8651b"/>
    <rect x="60" y="160" width="220" height="280" rx="12" fill="#d9cbb0"/>
    <circle cx="170" cy="260" r="62" fill="#a8977a"/>
    <rect x="95" y="335" width="150" height="105" rx="50" fill="#a8977a"/>
    ${lines}
    <rect x="60" y="480" width="780" height="30" rx="8" fill="#e2d6bd"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Issue 20 brought verification: the demo's creators are verified (those an editor has not decided
 * on yet), and one tutor has sent a photo of an identity card and waits in the console's queue.
 */
export async function seedDemoVerification(db: Db): Promise<void> {
  const pending = DEMO_PENDING_CREATOR.toLowerCase();
  const others = demoCreatorUsernames()
    .map((username) => username.toLowerCase())
    .filter((username) => username !== pending);
  await db.execute(sql`
    update creator_profiles p set verification_status = 'verified', verified_at = now(), updated_at = now()
    from users u
    where u.id = p.user_id and p.verification_status = 'unverified'
      and lower(u.username) = any(${`{${others.join(',')}}`}::text[])`);

  const [asker] = await selectRows<{ id: number }>(
    db,
    sql`select u.id from users u join creator_profiles p on p.user_id = u.id
        where lower(u.username) = ${pending} and p.verification_status = 'unverified'`,
  );
  if (!asker) return;
  const photo = await storePhoto(db, asker.id, await identityCard());
  await db.execute(sql`
    update creator_profiles set verification_status = 'pending', verification_documents = ARRAY[${photo.id}]::uuid[],
           verification_note = 'My Aadhaar card. I teach Odissi music and Jagannath bhajans.',
           verification_requested_at = now() - interval '2 hours', updated_at = now()
    where user_id = ${asker.id}`);
}
