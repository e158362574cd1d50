import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demoCreatorUsernames } from './demo-verification';

/** A demo creator's way to be paid directly, as they would write it (a made-up UPI id and account). */
const demoPaymentInstructions = (username: string): string =>
  `UPI: ${username.replace(/_/g, '.')}@sangamdemo\n` +
  'Or by bank transfer to State Bank of India, account 3011 2233 4455, IFSC SBIN0001234.\n' +
  'Please write your booking number in the note of the payment.';

/**
 * Issue 22: checkout tells a person who pays the creator directly how to pay, so every demo creator
 * has written their payment instructions.
 */
export async function seedDemoPaymentInstructions(db: Db): Promise<void> {
  for (const username of demoCreatorUsernames())
    await db.execute(sql`
      update creator_profiles p set payment_instructions = ${demoPaymentInstructions(username)}, updated_at = now()
      from users u
      where u.id = p.user_id and lower(u.username) = ${username.toLowerCase()} and p.payment_instructions = ''`);
}
