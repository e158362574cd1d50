import {
  hostAvailabilityQuerySchema,
  hostAvailabilityRequestSchema,
  hostAvailabilitySchema,
  hostBookingSchema,
  hostBookingsQuerySchema,
  hostCancelRequestSchema,
  hostCreateRetreatSchema,
  hostInquiriesQuerySchema,
  hostInquirySchema,
  hostPackagesRequestSchema,
  hostPackagesSchema,
  hostRetreatIdParamsSchema,
  hostRetreatListSchema,
  hostRetreatSchema,
  hostUpdateRetreatSchema,
  paginated,
  retreatDashboardSchema,
  retreatMessageRequestSchema,
  retreatMessageSchema,
  retreatMessagesAnswerSchema,
  retreatProfileRequestSchema,
  retreatProfileSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answerPage } from '../../lib/paging';
import { requireCaller } from '../../plugins/auth';
import { requireRetreatRep } from './host-access';
import { changeNights, getAvailability } from './host-availability';
import { cancelHostBooking, confirmHostBooking, listHostBookings, markStayRefundSent } from './host-bookings';
import { readThread, writeMessage } from './host-messages';
import { listInquiries, retreatDashboard } from './host-overview';
import { getPackages, savePackages } from './host-packages';
import { getRetreatProfile, saveRetreatProfile } from './host-profile';
import { createHostRetreat, getHostRetreat, listHostRetreats, setPublished, updateHostRetreat } from './host-retreats';
import { ownedItemRoutes, bookingErrors as errors } from '../bookings';

const params = hostRetreatIdParamsSchema;

/**
 * The retreat representative's area: profile, retreats, packages, availability, bookings (confirm,
 * cancel, messages), inquiries and dashboard. Only retreat representatives (and administrators)
 * call these; lists show the caller's own retreats, and one retreat or booking is found only by its
 * host (or an administrator, who looks after any).
 */
export const retreatHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 and anyone else 403 whatever the body.
  app.addHook('preValidation', async (request) => {
    requireRetreatRep(request);
  });
  const owned = ownedItemRoutes(app, ctx.db, requireRetreatRep, errors);

  app.get(
    '/api/creators/retreat-profile/',
    { schema: { response: { 200: retreatProfileSchema, ...errors } } },
    async (request) => getRetreatProfile(ctx.db, requireRetreatRep(request)),
  );

  app.put(
    '/api/creators/retreat-profile/',
    { schema: { body: retreatProfileRequestSchema, response: { 200: retreatProfileSchema, ...errors } } },
    async (request) => saveRetreatProfile(ctx.db, requireRetreatRep(request), request.body),
  );

  app.get(
    '/api/creators/retreats/',
    { schema: { response: { 200: hostRetreatListSchema, ...errors } } },
    async (request) => listHostRetreats(ctx.db, requireRetreatRep(request)),
  );

  app.post(
    '/api/creators/retreats/',
    { schema: { body: hostCreateRetreatSchema, response: { 201: hostRetreatSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createHostRetreat(ctx.db, requireRetreatRep(request), request.body)),
  );

  app.get(
    '/api/creators/retreats/dashboard/',
    { schema: { response: { 200: retreatDashboardSchema, ...errors } } },
    async (request) => retreatDashboard(ctx.db, requireRetreatRep(request)),
  );

  app.get(
    '/api/creators/retreats/bookings/',
    { schema: { querystring: hostBookingsQuerySchema, response: { 200: paginated(hostBookingSchema), ...errors } } },
    async (request) => answerPage(request, await listHostBookings(ctx.db, requireRetreatRep(request), request.query)),
  );

  app.get(
    '/api/creators/retreats/inquiries/',
    { schema: { querystring: hostInquiriesQuerySchema, response: { 200: paginated(hostInquirySchema), ...errors } } },
    async (request) => answerPage(request, await listInquiries(ctx.db, requireRetreatRep(request), request.query)),
  );

  owned.editable(
    '/api/creators/retreats/:id/',
    { params: params, body: hostUpdateRetreatSchema, answer: hostRetreatSchema, change: 'patch' },
    getHostRetreat,
    updateHostRetreat,
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/creators/retreats/:id/${action}/`,
      { schema: { params, response: { 200: hostRetreatSchema, ...errors } } },
      async (request) => setPublished(ctx.db, requireRetreatRep(request), request.params.id, action === 'publish'),
    );
  }

  owned.editable(
    '/api/creators/retreats/:id/packages/',
    { params: params, body: hostPackagesRequestSchema, answer: hostPackagesSchema, change: 'put' },
    getPackages,
    savePackages,
  );

  app.get(
    '/api/creators/retreats/:id/availability/',
    {
      schema: {
        params,
        querystring: hostAvailabilityQuerySchema,
        response: { 200: hostAvailabilitySchema, ...errors },
      },
    },
    async (request) => getAvailability(ctx.db, requireRetreatRep(request), request.params.id, request.query),
  );

  app.put(
    '/api/creators/retreats/:id/availability/',
    {
      schema: { params, body: hostAvailabilityRequestSchema, response: { 200: hostAvailabilitySchema, ...errors } },
    },
    async (request) => changeNights(ctx.db, requireRetreatRep(request), request.params.id, request.body),
  );

  app.post(
    '/api/creators/retreat-bookings/:id/confirm/',
    { schema: { params, response: { 200: hostBookingSchema, ...errors } } },
    async (request) => confirmHostBooking(ctx.db, requireRetreatRep(request), request.params.id),
  );

  app.post(
    '/api/creators/retreat-bookings/:id/cancel/',
    { schema: { params, body: hostCancelRequestSchema, response: { 200: hostBookingSchema, ...errors } } },
    async (request) => cancelHostBooking(ctx.db, requireRetreatRep(request), request.params.id, request.body.reason),
  );

  owned.action('/api/creators/retreat-bookings/:id/refund-sent/', params, hostBookingSchema, markStayRefundSent);

  app.get(
    '/api/creators/retreat-bookings/:id/messages/',
    { schema: { params, response: { 200: retreatMessagesAnswerSchema, ...errors } } },
    async (request) => readThread(ctx.db, requireRetreatRep(request), request.params.id, 'host'),
  );

  app.post(
    '/api/creators/retreat-bookings/:id/messages/',
    { schema: { params, body: retreatMessageRequestSchema, response: { 201: retreatMessageSchema, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await writeMessage(ctx.db, requireRetreatRep(request), request.params.id, 'host', request.body.body)),
  );
};

/** The guest's side of a booking's messages: only the booking's guest reads and answers the thread. */
export const retreatGuestMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preValidation', async (request) => {
    requireCaller(request);
  });

  app.get(
    '/api/retreat-bookings/:id/messages/',
    { schema: { params, response: { 200: retreatMessagesAnswerSchema, ...errors } } },
    async (request) => readThread(ctx.db, requireCaller(request), request.params.id, 'guest'),
  );

  app.post(
    '/api/retreat-bookings/:id/messages/',
    { schema: { params, body: retreatMessageRequestSchema, response: { 201: retreatMessageSchema, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await writeMessage(ctx.db, requireCaller(request), request.params.id, 'guest', request.body.body)),
  );
};
