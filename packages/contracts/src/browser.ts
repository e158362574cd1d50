import { z } from 'zod';

/**
 * Imported first by the browser's entry, before any schema is made. Zod compiles object schemas
 * with `new Function` when it may, and probes for that the moment an object schema is created:
 * under our Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation on every
 * page (Lighthouse's inspector-issues). The browser parses little; the server keeps the fast path.
 */
z.config({ jitless: true });
