import { DEFAULT_PANCHANG_PLACE, hasFestivalPage } from '@sangam/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { calendarPagePaths, sitemapXml } from './calendar-pages';

/**
 * /robots.txt: pages are open to crawlers, the API is not, and the sitemap is named by its full
 * address on this deployment (the protocol asks for an absolute one), so the file is written here.
 */
const robotsTxt = (publicUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml\n`;

/**
 * /sitemap.xml: the public calendar pages in every language (robots.txt names it). The festivals of
 * a year are the same list wherever they are computed, so the default place's (kept, like any
 * answer of the calendar) names the festival pages.
 */
export const sitemapRoutes: FastifyPluginAsync<{ ctx: AppContext; publicUrl: string }> = async (
  app,
  { ctx, publicUrl },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const { latitude, longitude, timeZone } = DEFAULT_PANCHANG_PLACE;
    const idsOf = async (y: number) => {
      const answer = await ctx.panchang.year(y, latitude, longitude, timeZone, request.ip);
      return [...new Set(answer.festivals.map((f) => f.id).filter(hasFestivalPage))];
    };
    const [thisYear, nextYear] = await Promise.all([idsOf(year), idsOf(year + 1)]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(sitemapXml(publicUrl, calendarPagePaths(today, { thisYear, nextYear })));
  });
};
