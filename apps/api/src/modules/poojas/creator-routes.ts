import {
  createPoojaRequestSchema,
  creatorPoojaBookingsQuerySchema,
  creatorPoojaListSchema,
  creatorPoojaSchema,
  creatorTempleListSchema,
  creatorTempleSchema,
  idParamsSchema,
  poojaBookingListSchema,
  poojaBookingSchema,
  poojaStatusRequestSchema,
  templeUpdateRequestSchema,
  updatePoojaRequestSchema,
} from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answerPage } from '../../lib/paging';
import {
  createTemplePooja,
  getCreatorTemple,
  listCreatorTemples,
  listTemplePoojas,
  updateCreatorPooja,
  updateCreatorTemple,
} from './creator-temples';
import { markPoojaPaid, markPoojaRefundSent, setPoojaStatus, staffPoojaBookings } from './staff-bookings';
import { requireBookingStaff, requireTempleStaff } from './temple-access';
import { ownedItemRoutes, bookingErrors as errors } from '../bookings';

const bookingStaffOnly = async (request: FastifyRequest) => {
  requireBookingStaff(request);
};

/**
 * The temple staff's area: their temples (description, hours, aartis, darshan videos), the poojas
 * each offers, and the bookings to perform. Creators and administrators only, and editors for the
 * temples and poojas (not the bookings); a creator acting on a temple that is not theirs is told it
 * does not exist.
 */
export const creatorPoojaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 and a devotee 403 whatever the body.
  app.addHook('preValidation', async (request) => {
    requireTempleStaff(request);
  });
  const owned = ownedItemRoutes(app, ctx.db, requireTempleStaff, errors);
  const staffBookings = ownedItemRoutes(app, ctx.db, requireBookingStaff, errors, bookingStaffOnly);

  app.get(
    '/api/creators/temples/',
    { schema: { response: { 200: creatorTempleListSchema, ...errors } } },
    async (request) => listCreatorTemples(ctx.db, requireTempleStaff(request)),
  );

  owned.editable(
    '/api/creators/temples/:id/',
    { params: idParamsSchema, body: templeUpdateRequestSchema, answer: creatorTempleSchema, change: 'patch' },
    getCreatorTemple,
    updateCreatorTemple,
  );

  app.get(
    '/api/creators/temples/:id/poojas/',
    { schema: { params: idParamsSchema, response: { 200: creatorPoojaListSchema, ...errors } } },
    async (request) => listTemplePoojas(ctx.db, requireTempleStaff(request), request.params.id),
  );

  app.post(
    '/api/creators/temples/:id/poojas/',
    {
      schema: {
        params: idParamsSchema,
        body: createPoojaRequestSchema,
        response: { 201: creatorPoojaSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTemplePooja(ctx.db, requireTempleStaff(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/creators/poojas/:id/',
    {
      schema: {
        params: idParamsSchema,
        body: updatePoojaRequestSchema,
        response: { 200: creatorPoojaSchema, ...errors },
      },
    },
    async (request) => updateCreatorPooja(ctx.db, requireTempleStaff(request), request.params.id, request.body),
  );

  app.get(
    '/api/creators/pooja-bookings/',
    {
      preValidation: bookingStaffOnly,
      schema: {
        querystring: creatorPoojaBookingsQuerySchema,
        response: { 200: poojaBookingListSchema, ...errors },
      },
    },
    async (request) =>
      answerPage(request, await staffPoojaBookings(ctx.db, requireBookingStaff(request), request.query)),
  );

  app.post(
    '/api/creators/pooja-bookings/:id/status/',
    {
      preValidation: bookingStaffOnly,
      schema: {
        params: idParamsSchema,
        body: poojaStatusRequestSchema,
        response: { 200: poojaBookingSchema, ...errors },
      },
    },
    async (request) => setPoojaStatus(ctx.db, requireBookingStaff(request), request.params.id, request.body),
  );

  staffBookings.action(
    '/api/creators/pooja-bookings/:id/mark-paid/',
    idParamsSchema,
    poojaBookingSchema,
    markPoojaPaid,
  );

  staffBookings.action(
    '/api/creators/pooja-bookings/:id/refund-sent/',
    idParamsSchema,
    poojaBookingSchema,
    markPoojaRefundSent,
  );
};
