import { z } from './zod';

/**
 * Every error answer of the API: a readable sentence, a stable machine code, and for bad input the
 * messages per field (DRF style: `{ field: [messages] }`).
 */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  invalid: 'invalid',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  notAuthenticated: 'not_authenticated',
  permissionDenied: 'permission_denied',
  conflict: 'conflict',
  serverError: 'server_error',
  unavailable: 'unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
