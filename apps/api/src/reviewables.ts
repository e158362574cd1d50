import type { ReviewableKind } from './modules/booking-reviews';
import { journeyReviewable } from './modules/journeys';
import { poojaReviewable } from './modules/poojas';
import { retreatReviewable } from './modules/retreats';

/**
 * The kinds of booking whose people review what they booked (issue 24): the one list. To make a
 * kind reviewable, write its `reviewable.ts` (see retreats/) and add it here; its routes appear.
 */
export const REVIEWABLES: readonly ReviewableKind[] = [retreatReviewable, poojaReviewable, journeyReviewable];
