import type { FastifyInstance } from 'fastify';

/** What a link preview (a chat app, a social network) shows for a page about one thing. */
export interface LinkPreview {
  title: string;
  description: string;
  /** A path or absolute address of the thing's picture, or null for the product's own. */
  image: string | null;
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const picture = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The pages about one thing, each with the public API answer that describes it, in the page's
 * language (the journey API has one language). The answer is asked for as a guest, so a preview shows exactly what a guest may see: a draft retreat, a removed post
 * or a missing video answers 404 (or says so) and the page keeps the product's own preview.
 */
const SOURCES: Record<
  string,
  { api: (param: string, lang: string) => string; read: (body: Body) => LinkPreview | null }
> = {
  'video/:id': {
    api: (id, lang) => `/api/videos/${id}/video/?lang=${lang}`,
    read: (v) => ({ title: text(v.title), description: text(v.description), image: picture(v.thumbnailUrl) }),
  },
  'posts/:id': {
    api: (id, lang) => `/api/posts/${id}/?lang=${lang}`,
    read: (p) => (p.is_removed ? null : { title: text(p.title), description: text(p.content), image: null }),
  },
  'temples/:slug': {
    api: (slug, lang) => `/api/temples/${slug}/?lang=${lang}`,
    read: (t) => ({
      title: `${text(t.name)} · ${text(t.place)}`,
      description: text(t.description),
      image: picture(t.photo),
    }),
  },
  'poojas/:slug': {
    api: (slug, lang) => `/api/poojas/${slug}/?lang=${lang}`,
    read: (p) => {
      const temple = (p.temple ?? {}) as Body;
      return {
        title: `${text(p.name)} · ${text(temple.place)}`,
        description: text(p.purpose),
        image: picture(temple.photo),
      };
    },
  },
  'retreats/:slug': {
    api: (slug, lang) => `/api/retreats/${slug}/?lang=${lang}`,
    read: (r) => ({ title: text(r.title), description: text(r.summary), image: picture(r.photo) }),
  },
  'travel/:slug': {
    api: (slug) => `/api/journeys/${slug}/`,
    read: (j) => ({ title: text(j.title), description: text(j.summary), image: picture(j.photo) }),
  },
  'classes/:slug': {
    api: (slug, lang) => `/api/classes/${slug}/?lang=${lang}`,
    read: (c) => ({
      title: text(c.title),
      description: text(c.description),
      image: picture((c.tutor as Body)?.photo_url),
    }),
  },
  'communities/:slug': {
    api: (slug, lang) => `/api/communities/${slug}/?lang=${lang}`,
    read: (c) => ({ title: text(c.name), description: text(c.description), image: null }),
  },
  'u/:username': {
    api: (username, lang) => `/api/users/${username}/?lang=${lang}`,
    read: (u) => ({ title: text(u.display_name) || text(u.username), description: '', image: null }),
  },
  'tutors/:id': {
    api: (id, lang) => `/api/tutors/${id}/?lang=${lang}`,
    read: (t) => ({ title: text(t.display_name), description: text(t.bio), image: picture(t.photo_url) }),
  },
};

/** Long texts are cut at a word, near the length previews show. */
const DESCRIPTION_LIMIT = 200;

function shorten(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The preview of a page about one thing (a video, a post, a temple…), given its screen's route
 * pattern and parameters; null for every other screen, when the thing is not there for a guest, or
 * when the API cannot say.
 */
export async function linkPreview(
  app: FastifyInstance,
  screen: string,
  params: Record<string, string>,
  lang: string,
): Promise<LinkPreview | null> {
  const source = SOURCES[screen];
  const [param] = Object.values(params);
  if (!source || !param) return null;
  try {
    const res = await app.inject({ method: 'GET', url: source.api(encodeURIComponent(param), lang) });
    if (res.statusCode !== 200) return null;
    const preview = source.read(res.json() as Body);
    if (!preview?.title.trim()) return null;
    return { ...preview, title: preview.title.trim(), description: shorten(preview.description) };
  } catch {
    return null;
  }
}
