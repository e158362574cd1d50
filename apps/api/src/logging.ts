import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Words that mark a query parameter as a secret: reset tokens, sign-up codes, keys, signatures, stream tickets. */
const SECRET_WORDS = new Set([
  'token',
  'ticket',
  'code',
  'key',
  'apikey',
  'secret',
  'signature',
  'sig',
  'password',
  'passwd',
  'otp',
  'refresh',
  'auth',
  'jwt',
  'session',
  'credential',
]);

/** `reset_token`, `X-Amz-Signature` and `accessToken` are secret names; `author` is not. */
function isSecretName(name: string): boolean {
  return name.split(/[^a-zA-Z0-9]+|(?<=[a-z])(?=[A-Z])/).some((word) => SECRET_WORDS.has(word.toLowerCase()));
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** A URL for the log, with the value of each secret-looking query parameter replaced. */
function redactQuerySecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return isSecretName(decodedName(name)) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** The server's logger: JSON lines without credentials, whether in headers or in the URL. */
export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-guest-uuid"]'],
    serializers: {
      // Fastify's own request serializer, with the URL's secrets taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuerySecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}
