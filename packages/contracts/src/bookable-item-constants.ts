/**
 * What the bookable kinds' items (classes, journeys, retreats, poojas) ask of the same fields alike:
 * each kind spreads these into its own limits and messages, so one rule reads the same everywhere.
 */

/** The places one unit of an item offers (a sitting's seats, a departure's places, a package's guests a night). */
export const CAPACITY_LIMITS = { capacityMin: 1, capacityMax: 500 } as const;

/** The messages of an item's price (integer minor units) and its currency. */
export const PRICE_MESSAGES = {
  price: 'Use a whole number of 0 or more, in the smallest unit of the currency (paise, cents).',
  currency: 'Use a three-letter currency code such as INR.',
} as const;

/**
 * The limits of a refund policy's steps (retreats, journeys: refund-policy.ts): how many steps a kind
 * allows, each at most a year before the start.
 */
export const refundPolicyLimits = <const StepsMax extends number>(policyStepsMax: StepsMax) =>
  ({ policyStepsMax, policyDaysMax: 365 }) as const;
