import { ERROR_CODES, type ErrorBody } from '@sangam/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, TooManyRequestsError } from '../lib/http-errors';

const SERVER_ERROR_DETAIL = 'Something went wrong on our side. Please try again in a moment.';

/** Where a validation problem was found, named the way a client author thinks of it. */
const CONTEXT_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function validationBody(error: FastifyError): ErrorBody {
  const errors: Record<string, string[]> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
    }
  } else {
    errors.non_field_errors = [error.message];
  }
  const [field, messages] = Object.entries(errors)[0] ?? ['non_field_errors', ['Invalid input.']];
  const where = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'request';
  const detail =
    field === 'non_field_errors' ? `Invalid ${where}: ${messages[0]}` : `Invalid ${where}: ${field}: ${messages[0]}`;
  return { detail, code: ERROR_CODES.invalid, errors };
}

/** Fastify's own client errors, answered with a sentence a person can act on. */
function fastifyClientError(error: FastifyError): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { detail: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          detail: 'Unsupported content type: send JSON with Content-Type: application/json.',
          code: ERROR_CODES.unsupportedMediaType,
        },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { detail: 'The request body is empty but JSON was declared.', code: ERROR_CODES.invalid },
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        body: { detail: 'The request body is not valid JSON.', code: ERROR_CODES.invalid },
      };
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { status: 400, body: { detail: 'The request body is not valid JSON.', code: ERROR_CODES.invalid } };
  }
  if (error.statusCode === 429) {
    return { status: 429, body: { detail: error.message, code: ERROR_CODES.rateLimited } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { detail: error.message, code: ERROR_CODES.invalid } };
  }
  return null;
}

/** One place turns every failure into `{ detail, code }`; stack traces stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      return reply.status(400).send(validationBody(error));
    }
    const known = fastifyClientError(error);
    if (known) {
      return reply.status(known.status).send(known.body);
    }
    if (error.statusCode === 503 || isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: a state that passes, not a bug.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({
          detail: 'The service is temporarily unavailable. Please try again in a moment.',
          code: ERROR_CODES.unavailable,
        } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: SERVER_ERROR_DETAIL, code: ERROR_CODES.serverError } satisfies ErrorBody);
  });
});
