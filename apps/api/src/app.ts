import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config';
import { createAppContext } from './context';
import { loggerOptions } from './logging';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { bookingReviewRoutes } from './modules/booking-reviews';
import { chantRoutes } from './modules/chants/routes';
import { startHotRankJob } from './modules/community/hot-rank';
import { communityRoutes } from './modules/community/routes';
import { moderationRoutes } from './modules/community/moderation-routes';
import { banRoutes } from './modules/community/bans-routes';
import { moderatorRoutes } from './modules/community/moderator-routes';
import { peopleRoutes } from './modules/community/people-routes';
import { threadStreamRoutes } from './modules/community/thread-stream-routes';
import { startBookingReminderJob } from './modules/classes/booking-reminders';
import { startDayBeforeReminderJob } from './notifications/day-before-reminders';
import { classRoutes } from './modules/classes/routes';
import { creatorClassRoutes } from './modules/classes/creator-routes';
import { creatorRoutes } from './modules/creators/routes';
import { eventRoutes } from './modules/events/routes';
import { consoleRoutes } from './modules/console/routes';
import { insightsRoutes } from './modules/insights/routes';
import { creatorJourneyRoutes } from './modules/journeys/creator-routes';
import { journeyRoutes } from './modules/journeys/routes';
import { locationRoutes } from './modules/location/routes';
import { panchangRoutes } from './modules/panchang/routes';
import { sitemapRoutes } from './modules/sitemap';
import { startHoldReleaseJob } from './modules/payments';
import { paymentRoutes } from './modules/payments/routes';
import { PAYABLES } from './payables';
import { creatorPoojaRoutes, poojaRoutes } from './modules/poojas';
import { retreatGuestMessageRoutes, retreatHostRoutes } from './modules/retreats/host-routes';
import { startUnusedPhotoCleanup } from './modules/media/photos';
import { mediaRoutes } from './modules/media/routes';
import { retreatRoutes } from './modules/retreats';
import { startReminderJob } from './modules/practice/reminders';
import { notificationRoutes } from './notifications/routes';
import { notificationStreamRoutes } from './notifications/stream-routes';
import { pruneSentOutbox } from './outbox/worker';
import { pushRoutes } from './push/routes';
import { repeat } from './lib/repeat';
import { practiceRoutes } from './modules/practice/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { videoConsoleRoutes } from './modules/videos/console-routes';
import { videoRoutes } from './modules/videos/routes';
import { authPlugin } from './plugins/auth';
import { answerConnectionError, errorsPlugin, sendError } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { readBuildVersion } from './version';
import { REVIEWABLES } from './reviewables';
import { WAITLISTS } from './waitlists';
import { waitlistRoutes } from './modules/waitlists';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole server without listening, so tests call `app.inject()` and server.ts only listens.
 * Order: external plugins, then app plugins, then routes, then the web app and its fallback.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: sendError,
    clientErrorHandler: answerConnectionError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  const ctx = createAppContext(config, database, app.log);
  // Whoever changed something reads their own lists for a moment, not the guests' shared ones (issue
  // 26): noted before the answer leaves, so their next read, in any process, knows.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.caller && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      await ctx.sharedLists.noteWrite(request.caller.id);
    return payload;
  });
  const stopReminders = startReminderJob(ctx);
  const stopHotRanks = startHotRankJob(ctx);
  const stopHoldRelease = startHoldReleaseJob(ctx, PAYABLES);
  const stopBookingReminders = startBookingReminderJob(ctx);
  const stopDayBeforeReminders = startDayBeforeReminderJob(ctx);
  const stopPhotoCleanup = startUnusedPhotoCleanup(ctx);
  await ctx.outbox.start();
  await ctx.live.start();
  await ctx.threads.start();
  // Open streams would keep the server from closing: they end first, and their browsers reconnect.
  app.addHook('preClose', async () => {
    await ctx.live.stop();
    await ctx.threads.stop();
  });
  const stopOutboxPrune = repeat(ctx.log, 'outbox prune', 60 * 60_000, () => pruneSentOutbox(ctx.db));
  app.addHook('onClose', async () => {
    stopOutboxPrune();
    stopReminders();
    stopHotRanks();
    stopHoldRelease();
    stopBookingReminders();
    stopDayBeforeReminders();
    stopPhotoCleanup();
    await ctx.close();
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { httpsOnly: config.PUBLIC_URL.startsWith('https://') });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs too much CPU per response; 4 is close in size and fast.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(authPlugin, { ctx });

  const version = readBuildVersion(config.WEB_DIST_DIR);
  await app.register(openApiPlugin, { version });
  await app.register(systemRoutes, { database, version });
  await app.register(authRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(creatorRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(locationRoutes, { ctx });
  await app.register(insightsRoutes, { ctx });
  await app.register(consoleRoutes, { ctx });
  await app.register(videoRoutes, { ctx });
  await app.register(videoConsoleRoutes, { ctx });
  await app.register(panchangRoutes, { ctx });
  await app.register(sitemapRoutes, { ctx, publicUrl: config.PUBLIC_URL });
  await app.register(practiceRoutes, { ctx });
  await app.register(communityRoutes, { ctx });
  await app.register(moderationRoutes, { ctx });
  await app.register(banRoutes, { ctx });
  await app.register(moderatorRoutes, { ctx });
  await app.register(peopleRoutes, { ctx });
  await app.register(threadStreamRoutes, { ctx });
  await app.register(classRoutes, { ctx });
  await app.register(creatorClassRoutes, { ctx });
  await app.register(paymentRoutes, { ctx, payables: PAYABLES });
  await app.register(journeyRoutes, { ctx });
  await app.register(creatorJourneyRoutes, { ctx });
  await app.register(chantRoutes, { ctx });
  await app.register(poojaRoutes, { ctx });
  await app.register(creatorPoojaRoutes, { ctx });
  await app.register(retreatRoutes, { ctx });
  await app.register(bookingReviewRoutes, { ctx, kinds: REVIEWABLES });
  await app.register(waitlistRoutes, { ctx, kinds: WAITLISTS });
  await app.register(retreatHostRoutes, { ctx });
  await app.register(retreatGuestMessageRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(notificationStreamRoutes, { ctx });
  await app.register(pushRoutes, { ctx });

  await app.register(webAppPlugin, {
    distDir: config.WEB_DIST_DIR,
    appLabel: config.APP_LABEL,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
  });

  return Object.assign(app, { ctx });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
