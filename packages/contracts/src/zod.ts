import { z } from 'zod';

/**
 * Zod as every schema here is made with. In a browser it runs without `new Function`: zod compiles
 * object schemas with it when it may and probes for that the moment one is made, and under our
 * Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation on every page
 * (Lighthouse's inspector-issues). The browser parses little; the server keeps the fast path. Set
 * here, where zod is first loaded, rather than by the app's entry, so that the entry need not load
 * zod at all: a first page never parses a schema.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
