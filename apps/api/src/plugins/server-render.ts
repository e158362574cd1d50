import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The web build's server render (apps/web/src/entry-server.tsx), as the server sees it. */
export interface RenderedPage {
  html: string;
  page: string;
  state: { lang: string; screen: string; ns: string[] };
}

interface ServerRenderModule {
  setUpServerRendering(setup: {
    label: string;
    supportEmail: string;
    publicUrl: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  renderPage(url: URL): Promise<RenderedPage | null>;
}

export type RenderPage = (url: URL) => Promise<RenderedPage | null>;

/** How long a page waits for its server render (its data, then the render) before going without it. */
const RENDER_WAIT_MS = 1500;

/**
 * Loads the server render that `vite build --ssr` wrote beside the web build (decision 017), or
 * null without one (the browser then renders every page, as before). The app's API calls are
 * answered in process, as a guest, so a page shows only what any visitor may see.
 */
export async function loadServerRender(
  app: FastifyInstance,
  opts: { distDir: string; appLabel: string; supportEmail: string; publicUrl: string },
): Promise<RenderPage | null> {
  const file = path.join(path.dirname(opts.distDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  mod.setUpServerRendering({
    label: opts.appLabel,
    supportEmail: opts.supportEmail,
    publicUrl: opts.publicUrl,
    transport: async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: init.headers as Record<string, string>,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
    },
  });
  return async (url) => {
    try {
      // Slow data (a busy database) must not hold the page back: the browser then renders it itself.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_WAIT_MS)));
      return await Promise.race([mod.renderPage(url), late]).finally(() => clearTimeout(timer));
    } catch (err) {
      // The browser renders the page itself, as it did before; the fault is logged to be fixed.
      app.log.error({ err, url: url.pathname }, 'server render failed');
      return null;
    }
  };
}
