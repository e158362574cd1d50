import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';

/** What a creator's area changes on one of the caller's things: PATCH some fields, or PUT the whole. */
interface Editable<Body extends z.ZodType, Answer extends z.ZodType> {
  params: z.ZodType<{ id: number }>;
  body: Body;
  answer: Answer;
  change: 'patch' | 'put';
}

/**
 * The routes of a kind's creator area (a journey organiser's, a temple's staff, a retreat host's)
 * that act on one of the caller's things by id: the area's guard names the caller (an area's hook
 * has already answered 401 or 403 to anyone else), and its error responses are documented on each.
 */
export function ownedItemRoutes(
  app: FastifyInstance,
  db: Db,
  guard: (request: FastifyRequest) => Caller,
  errors: Record<number, z.ZodType>,
  /** A check of these routes' own, before their body is read (a narrower guard than the area's hook). */
  preValidation?: (request: FastifyRequest) => Promise<void>,
) {
  const checked = preValidation && { preValidation };
  // The schemas are the kind's, so the routes' types are named here rather than read from them.
  type Route = { Params: { id: number }; Body: unknown };
  return {
    /** GET answers the thing; its change answers it again, in the same schema. */
    editable<Body extends z.ZodType, Answer extends z.ZodType>(
      path: string,
      { params, body, answer, change }: Editable<Body, Answer>,
      read: (db: Db, caller: Caller, id: number) => Promise<z.input<Answer>>,
      write: (db: Db, caller: Caller, id: number, body: z.output<Body>) => Promise<z.input<Answer>>,
    ): void {
      app.get<Route>(path, { ...checked, schema: { params, response: { 200: answer, ...errors } } }, async (request) =>
        read(db, guard(request), request.params.id),
      );
      app[change]<Route>(
        path,
        { ...checked, schema: { params, body, response: { 200: answer, ...errors } } },
        async (request) => write(db, guard(request), request.params.id, request.body as z.output<Body>),
      );
    },

    /** POST of something done to the thing (marked paid, its refund sent), answering it. */
    action<Answer extends z.ZodType>(
      path: string,
      params: z.ZodType<{ id: number }>,
      answer: Answer,
      run: (db: Db, caller: Caller, id: number) => Promise<z.input<Answer>>,
    ): void {
      app.post<Route>(path, { ...checked, schema: { params, response: { 200: answer, ...errors } } }, async (request) =>
        run(db, guard(request), request.params.id),
      );
    },
  };
}
