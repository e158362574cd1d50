import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INTL_WARM_UP_SOURCE } from './intl-warm-up';

/** YouTube is the one outside origin: its player, once a person presses play (thumbnails are ours). */
const YOUTUBE_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * A strict Content-Security-Policy: no inline style anywhere and no inline script but the served
 * page's Intl warm-up, allowed by its hash, so the web app is built to pass it (the browser tests
 * fail on any CSP report).
 */
function contentSecurityPolicy(httpsOnly: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", INTL_WARM_UP_SOURCE],
      styleSrc: ["'self'"],
      // Images people share in posts come from anywhere on https; they load without our referrer.
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      frameSrc: YOUTUBE_EMBED_ORIGINS,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { httpsOnly: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(opts.httpsOnly),
    // Strict-Transport-Security only means something on a site served over HTTPS.
    strictTransportSecurity: opts.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  });
});
