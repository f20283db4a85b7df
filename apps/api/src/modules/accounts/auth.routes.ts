import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  detailSchema,
  googleLoginBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  userSchema,
} from '@oversight/shared/accounts/accounts.schemas';
import { IP_LIMITS } from '../../platform/rate-limit.js';
import { getMe } from './accounts.service.js';
import * as auth from './auth.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['auth'];
const route = routeOptions(tags);
// Sign-out's body: the contract's refresh token, and whether to end every session of the account.
const logoutBodySchema = refreshBodySchema.extend({ all: z.boolean().optional() });

/** POST /auth/... and GET /auth/user/ (docs/spec/endpoints.txt "Auth"). */
export function authRoutes() {
  return async function registerAuthRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/login/',
      route(
        'public',
        {
          summary: 'Sign in with e-mail (or username) and password',
          body: loginBodySchema,
          response: { 200: authResponseSchema },
        },
        { rateLimit: IP_LIMITS.login },
      ),
      async (request) => auth.login(request.ctx, request.body),
    );

    app.post(
      '/auth/google/',
      route(
        'public',
        {
          summary: 'Sign in (or sign up) with a Google access token',
          body: googleLoginBodySchema,
          response: { 200: authResponseSchema },
        },
        { rateLimit: IP_LIMITS.login },
      ),
      async (request) => auth.googleLogin(request.ctx, request.body),
    );

    app.post(
      '/auth/token/refresh/',
      {
        // No IP limit: refresh tokens are 256-bit random, and many users can share one address (carrier NAT).
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Exchange a refresh token for a new access token and a new refresh token',
          body: refreshBodySchema,
          response: { 200: refreshResponseSchema },
        },
      },
      async (request) => auth.refreshSession(request.ctx, request.body.refresh),
    );

    app.post(
      '/auth/logout/',
      {
        // The refresh token is the credential: it can only end its own sessions.
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Sign out: revokes the refresh token's session; with all=true every session of the account ends at once",
          body: logoutBodySchema,
          response: { 200: detailSchema },
        },
      },
      async (request) => auth.logout(request.ctx, request.body),
    );

    app.post(
      '/auth/password/reset/',
      route(
        'public',
        {
          summary: 'E-mail a password-reset link (always answers 200)',
          body: passwordResetBodySchema,
          response: { 200: detailSchema },
        },
        { rateLimit: IP_LIMITS.passwordReset },
      ),
      async (request) => auth.requestPasswordReset(request.ctx, request.body.email),
    );

    app.post(
      '/auth/password/reset/confirm/',
      route(
        'public',
        {
          summary: 'Set a new password with the e-mailed link',
          body: passwordResetConfirmBodySchema,
          response: { 200: detailSchema },
        },
        { rateLimit: IP_LIMITS.passwordReset },
      ),
      async (request) => auth.confirmPasswordReset(request.ctx, request.body),
    );

    app.post(
      '/auth/password/change/',
      route('authenticated', {
        summary: 'Change the password; every other session ends and fresh tokens are returned',
        body: passwordChangeBodySchema,
        response: { 200: passwordChangeResponseSchema },
      }),
      async (request) => auth.changePassword(request.ctx, request.body),
    );

    app.get(
      '/auth/user/',
      route('authenticated', {
        summary: 'The signed-in user with their organisations',
        response: { 200: userSchema },
      }),
      async (request) => getMe(request.ctx),
    );
  };
}
