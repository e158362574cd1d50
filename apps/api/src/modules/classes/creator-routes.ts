import {
  availabilityRequestSchema,
  availabilitySchema,
  classSlugParamsSchema,
  createClassRequestSchema,
  creatorClassListSchema,
  creatorClassSchema,
  creatorDashboardSchema,
  bookingSchema,
  idParamsSchema,
  tutorProfileRequestSchema,
  tutorProfileSchema,
  updateClassRequestSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createCreatorClass, getCreatorClass, listCreatorClasses, updateCreatorClass } from './creator-classes';
import { creatorDashboard } from './creator-dashboard';
import { markClassRefundSent } from './booking-refunds';
import { requireTutor } from './tutor-access';
import { getAvailability, saveAvailability } from './tutor-availability';
import { getTutorProfile, saveTutorProfile } from './tutor-profile';
import { ownedItemRoutes, bookingErrors as errors } from '../bookings';

/**
 * The tutor's creator area: profile, availability, classes and dashboard. Only tutors (and
 * administrators) call these; everything acts on the caller's own tutoring, except that an
 * administrator may also read and edit any tutor's class by its slug.
 */
export const creatorClassRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 and a learner 403 whatever the body.
  app.addHook('preValidation', async (request) => {
    requireTutor(request);
  });
  const owned = ownedItemRoutes(app, ctx.db, requireTutor, errors);

  app.get('/api/creators/tutor/', { schema: { response: { 200: tutorProfileSchema, ...errors } } }, async (request) =>
    getTutorProfile(ctx.db, requireTutor(request)),
  );

  app.put(
    '/api/creators/tutor/',
    { schema: { body: tutorProfileRequestSchema, response: { 200: tutorProfileSchema, ...errors } } },
    async (request) => saveTutorProfile(ctx.db, requireTutor(request), request.body),
  );

  app.get(
    '/api/creators/availability/',
    { schema: { response: { 200: availabilitySchema, ...errors } } },
    async (request) => getAvailability(ctx.db, requireTutor(request)),
  );

  app.put(
    '/api/creators/availability/',
    { schema: { body: availabilityRequestSchema, response: { 200: availabilitySchema, ...errors } } },
    async (request) => saveAvailability(ctx.db, requireTutor(request), request.body),
  );

  app.get(
    '/api/creators/classes/',
    { schema: { response: { 200: creatorClassListSchema, ...errors } } },
    async (request) => listCreatorClasses(ctx.db, requireTutor(request)),
  );

  app.post(
    '/api/creators/classes/',
    { schema: { body: createClassRequestSchema, response: { 201: creatorClassSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createCreatorClass(ctx.db, requireTutor(request), request.body)),
  );

  app.get(
    '/api/creators/classes/:slug/',
    { schema: { params: classSlugParamsSchema, response: { 200: creatorClassSchema, ...errors } } },
    async (request) => getCreatorClass(ctx.db, requireTutor(request), request.params.slug),
  );

  app.patch(
    '/api/creators/classes/:slug/',
    {
      schema: {
        params: classSlugParamsSchema,
        body: updateClassRequestSchema,
        response: { 200: creatorClassSchema, ...errors },
      },
    },
    async (request) => updateCreatorClass(ctx.db, requireTutor(request), request.params.slug, request.body),
  );

  // Paid directly, the tutor sends a cancelled booking's refund and records it (Stripe's goes by itself).
  owned.action('/api/creators/class-bookings/:id/refund-sent/', idParamsSchema, bookingSchema, markClassRefundSent);

  app.get(
    '/api/creators/dashboard/',
    { schema: { response: { 200: creatorDashboardSchema, ...errors } } },
    async (request) => creatorDashboard(ctx.db, requireTutor(request)),
  );
};
