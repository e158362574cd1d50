import { idParamsSchema, readerLanguageQuerySchema, type Language } from '@sangam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { answerPage } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';

/** A cancellation's body: every kind's asks for the reason alone (its own schema documents it). */
type CancelBody = z.ZodType<{ reason: string }>;

/**
 * The routes by which the person who booked (or the creator who took the booking) reads and
 * cancels bookings, alike in every kind: the guard names the caller (answering 401 or 403 to
 * anyone else) and the kind's error responses are documented on each. The reads take the reader's
 * `?lang=` (issue 21) and hand it to the kind, which answers the item's title in it; without it,
 * the originals.
 */
export function bookerRoutes(
  app: FastifyInstance,
  db: Db,
  guard: (request: FastifyRequest) => Caller,
  errors: Record<number, z.ZodType>,
) {
  // The schemas are the kind's, so the routes' types are named here rather than read from them.
  type ById = { Params: { id: number }; Body: unknown };
  type Read = { Params: { id: number }; Querystring: { lang?: Language } };
  type Paged = { Querystring: { page: number; page_size: number; lang?: Language } };
  type Whole = { Querystring: { lang?: Language } };
  return {
    /** GET of the caller's bookings, one page of them at a time (the kind's query has `lang` beside the page's). */
    page<Answer extends z.ZodType, Item>(
      path: string,
      query: z.ZodType<{ page: number; page_size: number; lang?: Language }>,
      answer: Answer,
      list: (
        db: Db,
        caller: Caller,
        page: number,
        pageSize: number,
        lang: Language | undefined,
      ) => Promise<{ count: number; results: Item[] }>,
    ): void {
      app.get<Paged>(
        path,
        { schema: { querystring: query, response: { 200: answer, ...errors } } },
        async (request) => {
          const { page, page_size, lang } = request.query;
          return answerPage(request, await list(db, guard(request), page, page_size, lang));
        },
      );
    },

    /** GET of all the caller's bookings in one answer (a person has a handful). */
    all<Answer extends z.ZodType, Item>(
      path: string,
      answer: Answer,
      list: (db: Db, caller: Caller, lang: Language | undefined) => Promise<Item[]>,
    ): void {
      app.get<Whole>(
        path,
        { schema: { querystring: readerLanguageQuerySchema, response: { 200: answer, ...errors } } },
        async (request) => ({ results: await list(db, guard(request), request.query.lang) }),
      );
    },

    /** GET of one booking by id; someone else's is not found. */
    read<Answer extends z.ZodType>(
      path: string,
      answer: Answer,
      read: (db: Db, caller: Caller, id: number, lang: Language | undefined) => Promise<z.input<Answer>>,
    ): void {
      app.get<Read>(
        path,
        {
          schema: {
            params: idParamsSchema,
            querystring: readerLanguageQuerySchema,
            response: { 200: answer, ...errors },
          },
        },
        async (request) => read(db, guard(request), request.params.id, request.query.lang),
      );
    },

    /** POST of a cancellation with its reason, answering the booking as it now stands. */
    cancel<Answer extends z.ZodType>(
      path: string,
      body: CancelBody,
      answer: Answer,
      cancel: (db: Db, caller: Caller, id: number, reason: string) => Promise<z.input<Answer>>,
    ): void {
      app.post<ById>(
        path,
        { schema: { params: idParamsSchema, body, response: { 200: answer, ...errors } } },
        async (request) => cancel(db, guard(request), request.params.id, (request.body as { reason: string }).reason),
      );
    },
  };
}
