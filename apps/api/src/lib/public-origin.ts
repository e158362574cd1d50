import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The site's address for links the API hands out (payment returns, uploaded photos): PUBLIC_URL
 * when it is set, else the address this request came to.
 */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return config.PUBLIC_URL_SET ? config.PUBLIC_URL : `${request.protocol}://${request.host}`;
}
