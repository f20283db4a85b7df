import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';

/** 400 body: {field: [messages]}, nested objects keep their nesting, non_field_errors for the rest. */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: Record<string, unknown>,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const nonFieldError = (message: string) => badRequest({ non_field_errors: [message] });
export const unauthorized = (detail = 'Authentication credentials were not provided.', code = 'not_authenticated') =>
  new HttpError(401, { detail, code });
export const tokenInvalid = () => new HttpError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, { detail: 'Too many requests, please try again later.' }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

function addAt(target: FieldErrors, pathParts: (string | number)[], message: string) {
  const [head, ...rest] = pathParts.length ? pathParts : ['non_field_errors'];
  const key = String(head);
  if (rest.length === 0) {
    const existing = target[key];
    if (Array.isArray(existing)) existing.push(message);
    else target[key] = [message];
    return;
  }
  const existing = target[key];
  const nested: FieldErrors = existing && !Array.isArray(existing) ? existing : {};
  target[key] = nested;
  addAt(nested, rest, message);
}

export function zodIssuesToFieldErrors(issues: ZodError['issues'], prefix: (string | number)[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    addAt(errors, [...prefix, ...(issue.path as (string | number)[])], issue.message);
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { body?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const validationError of error.validation) {
        const context = error.validationContext ?? 'body';
        const pathParts = validationError.instancePath.split('/').filter(Boolean);
        // Query and path problems name the parameter; body problems name the field.
        const parts = context === 'body' ? pathParts : pathParts.length ? pathParts : [context];
        addAt(errors, parts, validationError.message);
      }
      return reply.status(400).send(errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'There was an error completing your request. Please try again later.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ detail: 'Too many requests, please try again later.' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ detail: 'The upload is too large.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large): name the body.
      const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'non_field_errors' : 'non_field_errors';
      if (status === 400 || status === 415) return reply.status(400).send({ [field]: [error.message] });
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'There was an error completing your request. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isAppRoute =
      request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/media/') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (isAppRoute && app.renderWebApp) return app.renderWebApp(request, reply);
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
