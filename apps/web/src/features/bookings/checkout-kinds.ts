import { classCheckout } from '../classes';
import { journeyCheckout } from '../journeys';
import { retreatCheckout } from '../retreats';
import { poojaCheckout } from '../poojas';
import type { AnyCheckoutKind, CheckoutKindId } from './checkout-kind';

/**
 * Every kind checkout serves, by the name in its address (`checkout?kind=pooja&booking=7`). A feature
 * adds its kind by exporting a CheckoutKind from its index and listing it here.
 */
const CHECKOUT_KINDS: Partial<Record<CheckoutKindId, AnyCheckoutKind>> = {
  class: classCheckout,
  journey: journeyCheckout,
  retreat: retreatCheckout,
  pooja: poojaCheckout,
};

/** The kind an address names; no kind (links made before there were others) or an unknown one is a class. */
export function checkoutKind(name: string | null): AnyCheckoutKind {
  return (name && CHECKOUT_KINDS[name as CheckoutKindId]) || classCheckout;
}

/**
 * The my-bookings tab of a checkout kind: the payment provider sends the person back to
 * `my-bookings?paid=<id>&kind=pooja`, naming the kind as checkout does.
 */
export function listKindOf(name: string | null): string | null {
  return name ? (CHECKOUT_KINDS[name as CheckoutKindId]?.listKind ?? null) : null;
}
