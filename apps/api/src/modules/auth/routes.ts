import {
  botChallengeSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCaller } from '../../plugins/auth';
import * as auth from './service';
import { errorResponses } from '../../lib/error-responses';

const meta = (request: FastifyRequest): auth.RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
const errors = errorResponses(400, 401, 429);

/** Accounts and sessions: paths in the style of spec section 7. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/auth/challenge/', { schema: { response: { 200: botChallengeSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return auth.botChallenge(ctx);
  });

  app.post(
    '/api/users/register/',
    { schema: { body: registerRequestSchema, response: { 201: loginResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await auth.register(ctx, request.body, meta(request))),
  );

  app.post(
    '/api/users/login/',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => auth.login(ctx, request.body, meta(request)),
  );

  app.post(
    '/api/token/refresh/',
    { schema: { body: refreshRequestSchema, response: { 200: tokenPairSchema, ...errors } } },
    async (request) => auth.refresh(ctx, request.body.refresh, meta(request)),
  );

  app.post(
    '/api/users/logout/',
    { schema: { body: logoutRequestSchema.optional(), response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.logout(ctx, request.body?.refresh);
      return { detail: 'You are signed out.' };
    },
  );

  app.post('/api/users/logout-all/', { schema: { response: { 200: messageSchema, ...errors } } }, async (request) => {
    await auth.logoutEverywhere(ctx, requireCaller(request).id);
    return { detail: 'You are signed out on every device.' };
  });

  app.post(
    '/api/users/password-reset/',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email, request.body.bot_check, meta(request));
      return { detail: 'If an account uses this address, we have sent it a link to reset the password.' };
    },
  );

  app.post(
    '/api/users/password-reset/confirm/',
    { schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.confirmPasswordReset(ctx, request.body.token, request.body.password);
      return { detail: 'Your password has been changed. Please log in.' };
    },
  );

  app.post(
    '/api/users/verify-email/',
    { schema: { body: verifyEmailRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => auth.verifyEmail(ctx, requireCaller(request).id, request.body.code),
  );

  app.post(
    '/api/users/verify-email/resend/',
    { schema: { response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.resendVerificationCode(ctx, requireCaller(request).id);
      return { detail: 'We have sent you a new code.' };
    },
  );

  app.post(
    '/api/users/me/password/',
    { schema: { body: changePasswordRequestSchema, response: { 200: tokenPairSchema, ...errors } } },
    async (request) =>
      auth.changePassword(
        ctx,
        requireCaller(request).id,
        request.body.current_password,
        request.body.new_password,
        meta(request),
      ),
  );

  app.delete(
    '/api/users/me/',
    { schema: { body: deleteAccountRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await auth.deleteAccount(ctx, requireCaller(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
