import { errorBodySchema } from '@sangam/contracts';

/**
 * The error answers a group of routes may give, for their response schemas (and so the OpenAPI
 * document): every error has the same body, `{ detail, code, errors? }`.
 */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
