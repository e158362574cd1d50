import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { i18n } from '../../shared/i18n/i18n';
import type { EnglishResources, Namespace } from '../../shared/i18n/resources';
import type { BookingKindId } from './booking-kind';

/** The kinds checkout takes money for, as the API names them (`checkout?kind=`, the API's payments/payable-kind.ts). */
export type CheckoutKindId = 'class' | 'retreat' | 'pooja' | 'journey';

/** Where a booking stands at checkout, whatever its kind calls its statuses (as the API's payments/payable-kind.ts). */
type CheckoutPhase =
  /** Waiting for payment, its place taken until the hold runs out. */
  | 'held'
  /** Its place is secured: nothing more to pay now. */
  | 'settled'
  /** The hold ran out and the place was given back. */
  | 'expired'
  /** Cancelled or otherwise over. */
  | 'ended';

/** What the checkout call answers, for every kind: the provider's page, or the booking settled. */
export interface CheckoutAnswerOf<B> {
  provider: 'direct' | 'stripe';
  checkout_url: string | null;
  booking: B;
}

/** A booking as the checkout page shows it, in the kind's own words (already translated). */
export interface CheckoutView {
  phase: CheckoutPhase;
  holdExpiresAt: string | null;
  currency: string;
  /** What is paid at checkout: the whole price, or a deposit (retreats, journeys). */
  dueNowMinor: number;
  /** The whole price; above dueNowMinor when a deposit is paid now and the rest later. */
  totalMinor: number;
  /** Whether money has been received (online, or marked paid by the host). */
  paid: boolean;
  /** How paying works for this kind, under the amount ("…you pay the temple directly…"). */
  paymentNote: string;
  /** Said once the place is secured. */
  confirmed: string;
  /** Said when it was secured without paying online and its creator wrote no instructions (how they will say). */
  payDirectly: string;
  /** Who is paid directly: the tutor, host, temple or organiser, by name. */
  payee: string;
  /** By when they are paid directly (the class's time, the first day of the stay…), in words. */
  payBy: string;
  /** Said when the booking is over for another reason (cancelled): its status in words. */
  status: string;
  /** Where to choose again once the hold has run out, and the link's words. */
  again: { path: string; label: string };
}

/**
 * One kind of booking at checkout (`checkout?kind=<id>&booking=<id>`), brought by its feature and
 * listed with its kind in app/booking-kinds.tsx: how to read the booking, how to show it, how to pay for it and
 * what to read again afterwards. The checkout page itself knows nothing of any kind.
 */
export interface CheckoutKind<B> {
  id: CheckoutKindId;
  /** The my-bookings tab of this kind (`my-bookings?kind=`). */
  listKind: BookingKindId;
  /** The translation namespaces its summary and words use, loaded with the page. */
  ns: Namespace[];
  /** Where to find something to book when the address names no booking, and the link's words. */
  browse: () => { path: string; label: string };
  /** The booking by id, its item named in the page's language (its key made of strings and numbers). */
  query: (id: number, lang: string) => UseQueryOptions<B, Error, B, (string | number)[]>;
  /** The booking seen by the page; called while rendering, so its words follow the language. */
  view: (booking: B) => CheckoutView;
  /** What was booked, in the kind's own words (the summary box at the top). */
  Summary: ComponentType<{ booking: B }>;
  checkout: (id: number, lang: string) => Promise<CheckoutAnswerOf<B>>;
  /** After checkout changed the booking: the lists and places to read again. */
  refresh: (client: QueryClient, booking: B) => void;
  /** What a failed load or checkout tells the person, in their language. */
  failure: (error: unknown, action: 'load' | 'checkout') => string;
}

/**
 * A kind whatever its booking's shape: the list of kinds holds kinds of different bookings, and the page
 * only ever hands a kind the booking that same kind loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCheckoutKind = CheckoutKind<any>;

/**
 * Where a booking stands at checkout by its status's name, which the kinds share: held waits for
 * payment, expired ran out, cancelled is over, and every other (confirmed, attended, booked,
 * performed…) has its place secured.
 */
export function checkoutPhaseOf(status: string): CheckoutPhase {
  if (status === 'held' || status === 'expired') return status;
  return status === 'cancelled' ? 'ended' : 'settled';
}

/** The namespaces that word a checkout under `checkout.payment_note`, `.confirmed` and `.choose_again`. */
type CheckoutNamespace = {
  [N in Namespace]: EnglishResources[N] extends {
    checkout: { payment_note: string; confirmed: string; choose_again: string };
  }
    ? N
    : never;
}[Namespace];

/** What every kind's booking carries that checkout reads alike. */
interface CheckoutBooking {
  status: string;
  hold_expires_at: string | null;
  currency: string;
  paid?: boolean | null;
}

/**
 * A kind's checkout view: the kind gives what is its own (money, payee, words that differ), the rest
 * is alike for every kind: the phase by the status's name, the hold while held, and the words under
 * its namespace's `checkout.*` keys.
 */
export function checkoutView(
  booking: CheckoutBooking,
  ns: CheckoutNamespace,
  own: Pick<CheckoutView, 'dueNowMinor' | 'totalMinor' | 'payDirectly' | 'payee' | 'payBy' | 'status'> & {
    /** Where to choose again once the hold has run out. */
    againPath: string;
  },
): CheckoutView {
  const { againPath, ...rest } = own;
  return {
    ...rest,
    phase: checkoutPhaseOf(booking.status),
    holdExpiresAt: booking.status === 'held' ? booking.hold_expires_at : null,
    currency: booking.currency,
    paid: booking.paid === true,
    paymentNote: i18n.t(`${ns}:checkout.payment_note`),
    confirmed: i18n.t(`${ns}:checkout.confirmed`),
    again: { path: againPath, label: i18n.t(`${ns}:checkout.choose_again`) },
  };
}
