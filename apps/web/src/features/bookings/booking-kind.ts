import type { ComponentType } from 'react';
import type { AnyCheckoutKind } from './checkout-kind';
import type { UpcomingBookings } from './upcoming-booking';

/** The kinds of booking, by their my-bookings tab (`?kind=`); each has its label in the bookings namespace (`kinds.<id>`). */
export type BookingKindId = 'classes' | 'retreats' | 'poojas' | 'journeys';

/**
 * One kind of booking as my-bookings and checkout meet it, brought by its feature (exported from its
 * index) and listed in `app/booking-kinds.tsx`. This feature never imports a kind: the pages are
 * handed the list.
 */
export interface BookingKind {
  id: BookingKindId;
  /** Its tab of my-bookings: its lists, actions and empty states. */
  Panel: ComponentType;
  /**
   * Its coming bookings, with its own rule of what is to come and its own card. A hook: my-bookings
   * calls every kind's on every render, in the list's order (the list never changes while the app runs).
   */
  useUpcoming: () => UpcomingBookings;
  /** Where an empty Upcoming list sends the person to look for this kind (a path under the language). */
  browsePath: string;
  /** Its checkout (`checkout?kind=<checkout.id>`). */
  checkout: AnyCheckoutKind;
}

/**
 * Every kind, in the order of my-bookings' tabs. The first one's checkout serves an address that names
 * no kind or an unknown one (links made before there were other kinds were a class's).
 */
export type BookingKinds = readonly [BookingKind, ...BookingKind[]];

/** The checkout a `checkout?kind=` address names; none or an unknown one is the first kind's. */
export function checkoutKind(kinds: BookingKinds, name: string | null): AnyCheckoutKind {
  return kinds.find((kind) => kind.checkout.id === name)?.checkout ?? kinds[0].checkout;
}

/**
 * The my-bookings tab of a checkout kind: the payment provider sends the person back to
 * `my-bookings?paid=<id>&kind=pooja`, naming the kind as checkout does.
 */
export function listKindOf(kinds: BookingKinds, name: string | null): BookingKindId | null {
  return name ? (kinds.find((kind) => kind.checkout.id === name)?.checkout.listKind ?? null) : null;
}
