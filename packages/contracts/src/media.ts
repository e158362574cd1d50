import { z } from './zod';

/** The answer to an upload (the rules are in media-constants.ts). */
export const uploadedPhotoSchema = z.object({
  /** The large copy's absolute address: what the item's photos list keeps. */
  url: z.string(),
  /** The small copy, for previews and cards. */
  small_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
