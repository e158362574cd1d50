/**
 * Thrown in a booking's transaction when its insert meets the row the same client key made meanwhile:
 * the same attempt arrived twice at once. The transaction is undone and the other's booking answered.
 */
export class SameKey extends Error {}

/**
 * Makes a booking once per client key, for every kind: `make` books in its transaction and answers
 * the new booking's id (created); when it throws SameKey, the booking the key already made (`again`)
 * is answered instead (not created). `made` reads a booking by id, `show` gives it as the API does.
 */
export async function bookOnce<Row, Booking>(
  make: () => Promise<number>,
  made: (id: number) => Promise<Row | null>,
  again: () => Promise<Row | null>,
  show: (row: Row) => Booking,
): Promise<{ booking: Booking; created: boolean }> {
  try {
    const id = await make();
    return { booking: show((await made(id))!), created: true };
  } catch (error) {
    if (error instanceof SameKey) {
      const existing = await again();
      if (existing) return { booking: show(existing), created: false };
    }
    throw error;
  }
}
