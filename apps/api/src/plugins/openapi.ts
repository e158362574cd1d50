import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

interface Operation {
  summary?: string;
  requestBody?: unknown;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The reference as a plain page (no scripts, so it lives under the same strict CSP as the app). */
function renderDocs(document: {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
}) {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const params = (operation.parameters ?? []).map((p) => `${p.name} (${p.in}${p.required ? ', required' : ''})`);
      const body = operation.requestBody
        ? `<details><summary>request body</summary><pre>${escapeHtml(JSON.stringify(operation.requestBody, null, 2))}</pre></details>`
        : '';
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(params.join(', '))}${body}</td><td>${Object.keys(operation.responses ?? {}).join(', ')}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title></head><body>
<main><h1>${escapeHtml(document.info.title)} API ${escapeHtml(document.info.version)}</h1>
<p>The OpenAPI document: <a href="/api/docs/json">/api/docs/json</a>. Errors answer <code>{ detail, code, errors? }</code>; lists answer <code>{ count, next, previous, results }</code>. Signed-in calls carry <code>Authorization: Bearer &lt;access&gt;</code>, guests <code>X-Guest-UUID</code>.</p>
<table><thead><tr><th>method</th><th>path</th><th>input</th><th>answers</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></main></body></html>`;
}

/**
 * The OpenAPI document, generated from the zod schemas of packages/contracts that every route
 * declares, at /api/docs/json, and a readable page at /api/docs/.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sanatan Sangam', version: opts.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          guest: { type: 'apiKey', in: 'header', name: 'X-Guest-UUID' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.after(() => {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
    app.get('/api/docs/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocs(app.swagger() as Parameters<typeof renderDocs>[0])),
    );
  });
});
