/**
 * index.html as the web build writes it, in small: the deployment's meta tags the server fills in,
 * the head-meta marker for its per-page tags, and what the build adds at the end of head and body.
 */
export function standInIndexHtml({ head = '', body = '' }: { head?: string; body?: string }): string {
  return (
    '<!doctype html><html lang="en"><head><meta name="application-name" content="Sanatan Sangam" />' +
    '<meta name="support-email" content="support@sanatansangam.org" />' +
    '<meta name="description" content="Sanatan Sangam in ten languages." />' +
    '<meta property="og:description" content="Sanatan Sangam in ten languages." />' +
    `<!--head-meta--><title>Sanatan Sangam</title>${head}</head>` +
    `<body><div id="root"></div>${body}</body></html>`
  );
}
