import type { BotChallenge } from '@sangam/contracts';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number the server hid in the challenge (proof of work, about a second on a phone) and
 * answers it in the form the server checks: base64 of { algorithm, challenge, number, salt, signature }.
 */
export async function solveChallenge(challenge: BotChallenge): Promise<string> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (hex(digest) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    }
  }
  throw new Error('The bot check could not be solved.');
}
