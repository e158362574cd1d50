import {
  ERROR_CODES,
  isConsoleRole,
  PHOTO_ERROR_CODES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PHOTO_PATH,
  PHOTO_TYPES,
  uploadedPhotoSchema,
} from '@sangam/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { HttpError, notFound, TooManyRequestsError } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-origin';
import { LIMITS } from '../../lib/rate-limiter';
import { requireCaller, type Caller } from '../../plugins/auth';
import { photoBytes, photoPath, storePhoto } from './photos';

const errors = errorResponses(400, 401, 403, 413, 415, 429);

/** Creators upload photos for what they offer (retreats, journeys, their profile); so do administrators. */
function requireUploader(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || caller.role === 'creator') return caller;
  throw new HttpError(403, PHOTO_ERROR_CODES.notAllowedToUpload, PHOTO_MESSAGES.notAllowedToUpload);
}

/**
 * Photo upload (`POST /api/creators/photos/`, the picture itself as the body) and the photos
 * themselves (`/media/photos/{id}-{width}.webp`, cached for good: a photo never changes under its id).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Inside this plugin only: pictures arrive as raw bytes. Any other declared type is parsed too, so
  // that the handler can answer what to send instead of the app-wide "send JSON".
  app.addContentTypeParser(
    [...PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.maxBytes },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.maxBytes }, (_r, _body, done) =>
    done(null, undefined),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: PHOTO_MESSAGES.photoTooLarge, code: PHOTO_ERROR_CODES.photoTooLarge });
    }
    throw error;
  });

  app.post(
    '/api/creators/photos/',
    {
      bodyLimit: PHOTO_LIMITS.maxBytes,
      // Who may call comes before what was sent.
      preValidation: async (request) => {
        requireUploader(request);
      },
      schema: {
        description: `The photo itself is the body, sent with its Content-Type (${PHOTO_TYPES.join(', ')}), at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB. Answers the addresses of its resized copies.`,
        response: { 201: uploadedPhotoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireUploader(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !(PHOTO_TYPES as readonly string[]).includes(type)) {
        throw new HttpError(
          415,
          ERROR_CODES.unsupportedMediaType,
          `Send the photo itself as the body, with Content-Type ${PHOTO_TYPES.join(', ')}.`,
        );
      }
      if (request.body.length === 0) throw new HttpError(400, PHOTO_ERROR_CODES.notAPhoto, PHOTO_MESSAGES.notAPhoto);
      const wait = await ctx.rateLimiter.consume(LIMITS.photoUploadsPerUser, String(caller.id));
      if (wait !== null) throw new TooManyRequestsError(wait);
      const photo = await storePhoto(ctx.db, caller.id, request.body);
      const origin = publicOrigin(ctx.config, request);
      return reply.code(201).send({
        url: origin + photoPath(photo.id, PHOTO_LIMITS.largeWidth),
        small_url: origin + photoPath(photo.id, PHOTO_LIMITS.smallWidth),
        width: photo.width,
        height: photo.height,
      });
    },
  );

  app.get(
    '/media/photos/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const match = PHOTO_PATH.exec(`/media/photos/${request.params.file}`);
      const width = Number(match?.[2]);
      if (!match || (width !== PHOTO_LIMITS.largeWidth && width !== PHOTO_LIMITS.smallWidth)) {
        throw notFound('No such photo.');
      }
      const photo = await photoBytes(ctx.db, match[1]!, width);
      if (!photo) throw notFound('No such photo.');
      // A verification document is for its owner and the console only (sent with the bearer token),
      // never kept by a shared cache; to anyone else it does not exist.
      const caller = request.caller;
      if (photo.document && caller?.id !== photo.ownerId && !isConsoleRole(caller?.role)) {
        throw notFound('No such photo.');
      }
      const { bytes } = photo;
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', photo.document ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
