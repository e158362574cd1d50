import { z } from './zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
  /** Said when something is down, like every error answer. */
  detail: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;

export const versionSchema = z.object({ version: z.string() });
export type VersionInfo = z.infer<typeof versionSchema>;
