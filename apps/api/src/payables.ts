import type { Payables } from './modules/payments';
import { classPayable } from './modules/classes';
import { journeyPayable } from './modules/journeys';
import { poojaPayable } from './modules/poojas';
import { retreatPayable } from './modules/retreats';

/**
 * Every kind of booking checkout takes money for: the one list of them, made here where the app is put
 * together so that payments never imports a kind (each kind imports payments' types). app.ts hands it
 * to the checkout routes, the Stripe webhook and the hold release job; a new kind is added here once
 * its module exports its PayableKind (modules/payments/payable-kind.ts says how).
 */
export const PAYABLES: Payables = [classPayable, retreatPayable, poojaPayable, journeyPayable];
