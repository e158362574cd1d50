import { classWaitlist } from './modules/classes';
import { journeyWaitlist } from './modules/journeys';
import { poojaWaitlist } from './modules/poojas';
import { retreatWaitlist } from './modules/retreats';
import type { WaitlistableKind } from './modules/waitlists';

/**
 * The kinds of booking people may wait for (issue 24): the one list. To give a kind a waitlist,
 * write its `waitlist.ts` (see journeys/) calling `offerFreedPlaces` wherever its places come back,
 * and add it here; `POST /api/waitlists/` takes its `kind` then.
 */
export const WAITLISTS: readonly WaitlistableKind[] = [classWaitlist, journeyWaitlist, poojaWaitlist, retreatWaitlist];
