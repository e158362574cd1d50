import type { ComponentType } from 'react';
import { ClassBookingsPanel } from '../classes';
import { JourneyBookingsPanel } from '../journeys';
import { RetreatBookingsPanel } from '../retreats';
import { PoojaBookingsPanel } from '../poojas';

/**
 * What my-bookings shows, one kind at a time (`?kind=`): each feature brings its own panel (its lists,
 * actions and empty states), exported from its index. The first kind is shown when none is asked.
 */
export const BOOKING_KINDS = [
  { id: 'classes', Panel: ClassBookingsPanel },
  { id: 'retreats', Panel: RetreatBookingsPanel },
  { id: 'poojas', Panel: PoojaBookingsPanel },
  { id: 'journeys', Panel: JourneyBookingsPanel },
] as const satisfies ReadonlyArray<{
  id: BookingKind;
  Panel: ComponentType;
}>;

/** Every kind has its label in the bookings namespace (`kinds.<id>`). */
export type BookingKind = 'classes' | 'retreats' | 'poojas' | 'journeys';
