import { z } from './zod';
import { EVENT_LIMITS } from './events-constants';

/**
 * The batch's body. Each event is checked on its own (a bad one is refused, the others stored), so
 * the list's items are described here and checked by the server, not by this schema.
 */
export const eventBatchRequestSchema = z.object({
  uuid: z.uuid({ message: 'uuid must be the guest id (a UUID).' }).optional(),
  user_id: z.number().int().nullable().optional(),
  events: z
    .array(
      z
        .unknown()
        .describe(
          'An analytics event (spec section 3): event_type (an allowed name), event_data (an object), timestamp ' +
            '(ISO 8601), retryCount, and optionally id (a UUID). Without an id the event is keyed by its sender, ' +
            'event_type, timestamp and event_data, so a retried batch stores nothing twice.',
        ),
      { message: 'events must be a list.' },
    )
    .describe(`At most ${EVENT_LIMITS.batchMax} events.`),
});

/**
 * What became of a batch: stored, duplicates (sent before), and rejected with the reason of each by
 * its index in the list (a bad event, or one past the day's cap of events, which is not stored).
 */
export const eventBatchResultSchema = z.object({
  stored: z.number(),
  duplicates: z.number(),
  rejected: z.number(),
  errors: z.array(z.object({ index: z.number(), detail: z.string() })),
});
export type EventBatchResult = z.infer<typeof eventBatchResultSchema>;
