import { errorResponses } from '../../lib/error-responses';

/** The error answers every kind's booking and catalogue routes document (lib/error-responses). */
export const bookingErrors = errorResponses(400, 401, 403, 404, 409);

/** The same for routes that start a booking: they may also meet the hourly limit of new bookings (lib/hold-limits). */
export const bookingErrorsWithLimit = errorResponses(400, 401, 403, 404, 409, 429);
