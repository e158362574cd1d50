import { STORAGE_KEYS, readString, writeString } from '../../../shared/lib/storage';
import { guestRecord } from '../../../shared/session/guest';

/**
 * What the nudges remember, so they stay gentle: per browser session (sessionStorage) which nudges
 * were shown and how many videos were played; for good (localStorage) whether the person answered
 * the classes form or said Not interested.
 */
export type NudgeKind = 'welcome' | 'social_proof' | 'practice' | 'classes_interest' | 'browsing';

interface SessionMemory {
  startedAt: string;
  shown: NudgeKind[];
  plays: number;
  classesNotNow?: boolean;
}
interface LastingMemory {
  classes?: 'submitted' | 'not_interested';
}

function read<T extends object>(key: string, kind: 'local' | 'session', fallback: T): T {
  try {
    const value: unknown = JSON.parse(readString(key, kind) ?? 'null');
    return value && typeof value === 'object' ? { ...fallback, ...(value as T) } : fallback;
  } catch {
    return fallback;
  }
}

const session = () =>
  read<SessionMemory>(STORAGE_KEYS.sessionNudges, 'session', {
    startedAt: new Date().toISOString(),
    shown: [],
    plays: 0,
  });
const writeSession = (value: SessionMemory) =>
  writeString(STORAGE_KEYS.sessionNudges, JSON.stringify(value), 'session');
const lasting = () => read<LastingMemory>(STORAGE_KEYS.nudges, 'local', {});
const writeLasting = (value: LastingMemory) => writeString(STORAGE_KEYS.nudges, JSON.stringify(value));

export const nudgeMemory = {
  /** Marks the start of this browser session, the first time the library opens in it. */
  begin() {
    writeSession(session());
  },
  wasShown: (kind: NudgeKind) => session().shown.includes(kind),
  markShown(kind: NudgeKind) {
    const s = session();
    if (!s.shown.includes(kind)) writeSession({ ...s, shown: [...s.shown, kind] });
  },
  /** Counts a video played in this session; answers the new count. */
  countPlay(): number {
    const s = session();
    writeSession({ ...s, plays: s.plays + 1 });
    return s.plays + 1;
  },
  /** A returning visitor: this browser's guest record is older than this session. */
  isReturning(): boolean {
    const created = Date.parse(guestRecord().createdAt);
    return Number.isFinite(created) && created < Date.parse(session().startedAt) - 60_000;
  },
  /** The classes form is offered until answered or declined for good, and not again after Not now. */
  classesWelcome(): boolean {
    return !lasting().classes && !session().classesNotNow;
  },
  classesAnswered(answer: 'submitted' | 'not_interested' | 'not_now') {
    if (answer === 'not_now') writeSession({ ...session(), classesNotNow: true });
    else writeLasting({ ...lasting(), classes: answer });
  },
};
