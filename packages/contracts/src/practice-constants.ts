/**
 * The daily practice catalogue and presets, shared by the API and the web app (no schema library
 * here: the page imports these values directly).
 */

export const PRACTICE_UNITS = ['count', 'minutes', 'rounds', 'chapters', 'done'] as const;
export type PracticeUnit = (typeof PRACTICE_UNITS)[number];

export interface CatalogueEntry {
  kind: string;
  unit: PracticeUnit;
  /** The daily target of each level: beginner, intermediate, committed. */
  targets: [number, number, number];
}

/** Practices people keep (names and hints are translated in the web app by kind). */
export const PRACTICE_CATALOGUE: readonly CatalogueEntry[] = [
  { kind: 'japa', unit: 'count', targets: [108, 324, 1080] },
  { kind: 'meditation', unit: 'minutes', targets: [5, 15, 30] },
  { kind: 'surya-namaskar', unit: 'rounds', targets: [3, 12, 24] },
  { kind: 'yoga', unit: 'minutes', targets: [10, 20, 45] },
  { kind: 'pranayama', unit: 'minutes', targets: [5, 10, 20] },
  { kind: 'scripture-reading', unit: 'minutes', targets: [5, 15, 30] },
  { kind: 'pooja', unit: 'done', targets: [1, 1, 1] },
  { kind: 'aarti', unit: 'done', targets: [1, 1, 1] },
  { kind: 'gratitude', unit: 'done', targets: [1, 1, 1] },
  { kind: 'seva', unit: 'done', targets: [1, 1, 1] },
  { kind: 'vrat-fasting', unit: 'done', targets: [1, 1, 1] },
  { kind: 'mantra-of-the-day', unit: 'count', targets: [11, 21, 108] },
];

export const PRACTICE_LEVELS = ['beginner', 'intermediate', 'committed'] as const;
export type PracticeLevel = (typeof PRACTICE_LEVELS)[number];

/** What each level starts with; people add or remove practices freely afterwards. */
export const PRACTICE_PRESETS: Record<PracticeLevel, readonly string[]> = {
  beginner: ['japa', 'gratitude', 'mantra-of-the-day'],
  intermediate: ['japa', 'meditation', 'scripture-reading', 'aarti'],
  committed: ['japa', 'meditation', 'surya-namaskar', 'scripture-reading', 'pooja', 'seva'],
};

export const PRACTICE_LIMITS = {
  maxActive: 12,
  customNameMax: 60,
  targetMax: 100_000,
  /** A streak freeze is earned every this many days of practice, and at most this many are held. */
  freezeEvery: 7,
  freezesHeld: 2,
  /** Streak lengths celebrated on screen. */
  milestones: [7, 21, 40, 108],
  /** The longest progress range one request may ask for. */
  progressDaysMax: 400,
} as const;

export const catalogueEntry = (kind: string) => PRACTICE_CATALOGUE.find((entry) => entry.kind === kind);

export const PRACTICE_MESSAGES = {
  unknownKind: 'Choose practices from the list, or name your own.',
  customName: `Name your practice in at most ${PRACTICE_LIMITS.customNameMax} characters.`,
  tooMany: `Keep at most ${PRACTICE_LIMITS.maxActive} practices at a time.`,
  duplicate: 'Each practice can be chosen once.',
  noOwner: 'Sign in, or send your guest id, to keep a practice.',
  notFound: 'Practice not found.',
  reminderTime: 'Choose a reminder time such as 06:30.',
} as const;
