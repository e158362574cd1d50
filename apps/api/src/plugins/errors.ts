import { ERROR_CODES, type ErrorBody } from '@sangam/contracts';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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
    // The router's own refusals, which reach us through Fastify's frameworkErrors.
    case 'FST_ERR_BAD_URL':
      return {
        status: 400,
        body: {
          detail: 'The address has a broken percent-encoding (a % not followed by a valid UTF-8 sequence).',
          code: ERROR_CODES.invalid,
        },
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: { detail: 'The address is too long.', code: ERROR_CODES.uriTooLong } };
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

interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

function answerFor(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) {
    const retryAfterSeconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined;
    return { status: error.statusCode, body: error.toBody(), retryAfterSeconds };
  }
  if (error.validation) return { status: 400, body: validationBody(error) };
  const known = fastifyClientError(error);
  if (known) return known;
  if (error.statusCode === 503 || isDatabaseUnavailable(error)) {
    // The database is restarting or out of reach: a state that passes, not a bug.
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      retryAfterSeconds: 5,
      body: {
        detail: 'The service is temporarily unavailable. Please try again in a moment.',
        code: ERROR_CODES.unavailable,
      },
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { detail: SERVER_ERROR_DETAIL, code: ERROR_CODES.serverError } };
}

/**
 * One place turns every failure into `{ detail, code }`; stack traces stay in the log. It is the
 * error handler, and also Fastify's `frameworkErrors`, so the router's own refusals (a broken
 * percent-encoding, an over-long path parameter) answer the same way.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request);
  if (answer.retryAfterSeconds !== undefined) reply.header('Retry-After', String(answer.retryAfterSeconds));
  return reply.status(answer.status).send(answer.body);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
});

/** What Node's HTTP parser refused, before any route or hook could see the request. */
function connectionErrorBody(error: ConnectionError): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { detail: 'The request headers are too large.', code: ERROR_CODES.headersTooLarge },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { detail: 'The request took too long to arrive.', code: ERROR_CODES.invalid } };
    default:
      return { status: 400, body: { detail: 'The request is not valid HTTP.', code: ERROR_CODES.invalid } };
  }
}

/**
 * Fastify's `clientErrorHandler` (the server's 'clientError' event): the answer is written on the
 * socket by hand, as Node's own default does, since there is no request to reply to.
 */
export function answerConnectionError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = connectionErrorBody(error);
  this.log.debug({ err: error }, 'refused a malformed request');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
