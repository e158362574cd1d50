import type { Language } from '@sangam/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { answerPage } from '../../lib/paging';
import { readerLanguages } from '../../lib/reader-languages';

/** What every catalogue's list query carries besides its own filters. */
type ListQuery = { page: number; page_size: number; languages?: Language[] };

/**
 * A kind's `GET /api/<items>/`, open to all: one page of its items by the list's filters, the
 * reader's languages first (those the query names, else the signed-in reader's: lib/reader-languages),
 * with whatever else the list answers (a search's suggestions, the regions to filter by).
 */
export function catalogueRoute<Query extends ListQuery, More extends object>(
  app: FastifyInstance,
  db: Db,
  path: string,
  schemas: { query: z.ZodType<Query>; answer: z.ZodType; errors: Record<number, z.ZodType> },
  list: (
    db: Db,
    query: Query,
    readerLanguages: readonly Language[],
  ) => Promise<{ count: number; results: unknown[] } & More>,
): void {
  // The schemas are the kind's, so the route's types are named here rather than read from them.
  app.get<{ Querystring: unknown }>(
    path,
    { schema: { querystring: schemas.query, response: { 200: schemas.answer, ...schemas.errors } } },
    async (request) => {
      const query = request.query as Query;
      const languages = await readerLanguages(db, request.caller, query.languages);
      return answerPage({ url: request.url, query }, await list(db, query, languages));
    },
  );
}
