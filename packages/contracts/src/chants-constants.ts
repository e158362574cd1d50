/** The chanting page: a counter of mala rounds that records a finished session into the day's japa. */

export const CHANT_LIMITS = {
  /** Beads of a mala: one round. */
  malaBeads: 108,
  /** The most repetitions one session may record (a hundred rounds). */
  countMax: 10_800,
} as const;

export const CHANT_MESSAGES = {
  chantNotFound: 'Mantra not found.',
  count: `Record 1 to ${CHANT_LIMITS.countMax} repetitions.`,
  /** The web app shows a link to daily-dharma/setup with this message. */
  noJapaPractice:
    'Japa is not part of your daily practice yet. Add japa to your daily practice, and your chanting will be counted there.',
} as const;

export const CHANT_ERROR_CODES = {
  noJapaPractice: 'no_japa_practice',
} as const;
