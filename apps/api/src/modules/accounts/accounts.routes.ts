import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  deleteAccountBodySchema,
  detailSchema,
  interestOptionsSchema,
  interestsSchema,
  registerBodySchema,
  updateMeBodySchema,
  userSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
  type UpdateMeBody,
} from '@oversight/shared/accounts/accounts.schemas';
import { badRequest, HttpError, refuseBadTextFields, zodIssuesToFieldErrors } from '../../platform/errors.js';
import { IP_LIMITS } from '../../platform/rate-limit.js';
import * as accounts from './accounts.service.js';
import { authRoutes } from './auth.routes.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['users']);

const NULLABLE_FIELDS = new Set([
  'state_of_residence',
  'gender',
  'date_of_birth',
  'company_name',
  'rc_number',
  'contact_no',
]);
const BOOLEAN_TEXT: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  on: true,
  off: false,
};

/** Multipart fields are text: turn them into the JSON shape the update schema reads (privacy as JSON or privacy[key]). */
function multipartFieldsToBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const privacy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const nested = /^privacy(?:\[(\w+)\]|\.(\w+))$/.exec(name);
    if (nested) privacy[nested[1] ?? nested[2]!] = BOOLEAN_TEXT[value.toLowerCase()] ?? value;
    else if (name === 'privacy') {
      try {
        body.privacy = JSON.parse(value);
      } catch {
        body.privacy = value;
      }
    } else if (name === 'newly_registered')
      body.newly_registered = BOOLEAN_TEXT[value.toLowerCase()] ?? value;
    else if (NULLABLE_FIELDS.has(name) && value.trim() === '') body[name] = null;
    else body[name] = value;
  }
  if (Object.keys(privacy).length)
    body.privacy = { ...(typeof body.privacy === 'object' ? body.privacy : {}), ...privacy };
  return body;
}

/** Reads a multipart profile update: text fields plus at most one `avatar` image (10 MB, the multipart limit). */
async function readMultipartUpdate(
  request: FastifyRequest,
): Promise<{ body: UpdateMeBody; avatar?: Buffer }> {
  const fields: Record<string, string> = {};
  const unexpectedFiles: string[] = [];
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar' || avatar) {
          part.file.resume();
          unexpectedFiles.push(part.fieldname);
          continue;
        }
        avatar = await part.toBuffer();
      } else if (part.fieldname === 'avatar') {
        // An empty "avatar" text field is what a form sends when no file was chosen.
        if ((typeof part.value === 'string' ? part.value : '').trim()) unexpectedFiles.push('avatar');
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, { avatar: ['The image is larger than 10 MB.'] });
    // Everything else is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
    throw badRequest({ avatar: ['The upload could not be read. Send it again as multipart/form-data.'] });
  }
  if (unexpectedFiles.length) {
    throw badRequest(
      Object.fromEntries(
        unexpectedFiles.map((name) => [
          name,
          [
            name === 'avatar'
              ? 'Send one avatar image as a file.'
              : 'Only an avatar image can be uploaded here.',
          ],
        ]),
      ),
    );
  }
  refuseBadTextFields(fields);
  const parsed = updateMeBodySchema.safeParse(multipartFieldsToBody(fields));
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error.issues));
  return { body: parsed.data, avatar };
}

/** Sign-up, verification, profile, deletion and interests (docs/spec/endpoints.txt "Users"), plus the auth routes. */
export async function accountsRoutes(fastify: FastifyInstance) {
  await fastify.register(authRoutes());
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/register/',
    route(
      'public',
      {
        summary: 'Sign up as a citizen or a civil-society organisation',
        body: registerBodySchema,
        response: { 201: authResponseSchema },
      },
      { rateLimit: IP_LIMITS.register },
    ),
    async (request, reply) => reply.status(201).send(await accounts.register(request.ctx, request.body)),
  );

  app.post(
    '/users/verify/',
    route(
      'authenticated',
      {
        summary: 'Confirm the e-mail address with the 6-digit code',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema },
      },
      { rateLimit: IP_LIMITS.otp },
    ),
    async (request) => accounts.verifyEmail(request.ctx, request.body.otp),
  );

  app.get(
    '/users/verify/',
    route(
      'authenticated',
      {
        summary: 'Send a new verification code (earlier codes stop working)',
        response: { 200: detailSchema },
      },
      { rateLimit: IP_LIMITS.otp },
    ),
    async (request) => accounts.resendVerificationCode(request.ctx),
  );

  app.patch(
    '/users/me/update/',
    route('authenticated', {
      summary: 'Update the profile: JSON, or multipart with the same fields and an optional `avatar` image',
      consumes: ['application/json', 'multipart/form-data'],
      // Multipart bodies are parsed and checked against the same schema in the handler.
      body: updateMeBodySchema.nullish(),
      response: { 200: userSchema },
    }),
    async (request) => {
      if (request.isMultipart()) {
        const { body, avatar } = await readMultipartUpdate(request);
        return accounts.updateMe(request.ctx, body, avatar);
      }
      return accounts.updateMe(request.ctx, request.body ?? {});
    },
  );

  app.post(
    '/users/delete/',
    route('authenticated', {
      summary: 'Delete the account: personal data is erased, public posts stay as "Deleted user"',
      body: deleteAccountBodySchema,
      response: { 200: detailSchema },
    }),
    async (request) => accounts.deleteAccount(request.ctx, request.body),
  );

  app.get(
    '/users/interest-options/',
    route('public', {
      summary: 'What a user can be interested in: states, ministries, SDGs, sectors',
      response: { 200: interestOptionsSchema },
    }),
    async (request) => accounts.getInterestOptions(request.ctx),
  );

  app.get(
    '/users/interests/',
    route('authenticated', {
      summary: "The signed-in user's interests",
      response: { 200: interestsSchema },
    }),
    async (request) => accounts.getInterests(request.ctx),
  );

  app.post(
    '/users/interests/',
    route('authenticated', {
      summary: "Replace the signed-in user's interests",
      body: interestsSchema,
      response: { 200: interestsSchema },
    }),
    async (request) => accounts.setInterests(request.ctx, request.body),
  );
}
