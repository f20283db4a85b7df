import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z, ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/statement-timeout.js';

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
export const unauthorized = (
  detail = 'Authentication credentials were not provided.',
  code = 'not_authenticated',
) => new HttpError(401, { detail, code });
export const tokenInvalid = () =>
  new HttpError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: 'Too many requests, please try again later.' },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** The PostgreSQL error behind a failed query: Drizzle wraps the driver's error (DrizzleQueryError) as `cause`. */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  const wrapped = error as { cause?: unknown } | null;
  return ((wrapped?.cause ?? error) as { code?: string; constraint?: string } | null) ?? {};
}

/** A unique-index violation (PostgreSQL 23505), on the named index (or one whose name matches) when given. */
export function isUniqueViolation(error: unknown, constraint?: string | RegExp): boolean {
  const pgError = pgErrorOf(error);
  if (pgError.code !== '23505') return false;
  if (constraint === undefined) return true;
  return typeof constraint === 'string'
    ? pgError.constraint === constraint
    : constraint.test(pgError.constraint ?? '');
}

/** A unique index (its name, or a pattern of names) and the 400 a form shows when a write meets it. */
export type UniqueClash = { constraint: string | RegExp; field: string; message: string };

/**
 * Turns a unique-index violation into the 400 of the first clash it matches; rethrows anything else. The checks before
 * a write cannot see a concurrent transaction's insert, so the index has the last word.
 */
export function mapUniqueViolation(error: unknown, clashes: readonly UniqueClash[]): never {
  const clash = clashes.find((candidate) => isUniqueViolation(error, candidate.constraint));
  if (clash) throw fieldError(clash.field, clash.message);
  throw error;
}

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

/** A body checked in the handler (routes taking JSON or multipart): a 400 naming the fields, never a thrown ZodError. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

export function zodIssuesToFieldErrors(
  issues: ZodError['issues'],
  prefix: (string | number)[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    addAt(errors, [...prefix, ...(issue.path as (string | number)[])], issue.message);
  }
  return errors;
}

/** Deeper than any body of the contract: refused before anything walks it (a recursive walk would overflow the stack). */
export const MAX_JSON_DEPTH = 64;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  // Parsed JSON and query strings only (the query parser's objects have no Object prototype); never streams or buffers.
  !!value &&
  typeof value === 'object' &&
  (Object.getPrototypeOf(value) === Object.prototype || !(value instanceof Object));

// A high surrogate not followed by a low one, or a low one not preceded by a high one: no character at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot store this text, or null: a NUL character (text and jsonb refuse it), or a lone UTF-16
 * surrogate (not a character; it cannot be encoded as UTF-8, so the driver or jsonb fails on it).
 */
export function badTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Remove the NUL character from this text.';
  if (LONE_SURROGATE.test(text))
    return 'This text holds an invalid character (a lone UTF-16 surrogate). Remove it or type the character again.';
  return null;
}

export type BadText = { at: (string | number)[]; message: string };

/**
 * Walks plain JSON values without recursion: 'too-deep' past MAX_JSON_DEPTH levels, else the path of the first string
 * (value or key) PostgreSQL cannot store (badTextProblem) with the reason, or null.
 */
export function inspectJson(root: unknown): BadText | 'too-deep' | null {
  const stack: { value: unknown; at: (string | number)[] }[] = [{ value: root, at: [] }];
  while (stack.length) {
    const { value, at } = stack.pop()!;
    if (typeof value === 'string') {
      const message = badTextProblem(value);
      if (message) return { at, message };
      continue;
    }
    if (!Array.isArray(value) && !isPlainObject(value)) continue;
    if (at.length >= MAX_JSON_DEPTH) return 'too-deep';
    const children: { value: unknown; at: (string | number)[] }[] = [];
    if (Array.isArray(value))
      value.forEach((item, index) => children.push({ value: item, at: [...at, index] }));
    else {
      for (const [key, item] of Object.entries(value)) {
        const message = badTextProblem(key);
        if (message) return { at: [...at, key], message };
        children.push({ value: item, at: [...at, key] });
      }
    }
    // Reversed, so the first child is looked at first and the first bad text in reading order is the one named.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold a NUL character or a lone surrogate: such input would fail deep in a query as
 * a 500. Refuse it up front, naming the field (body) or the parameter (query, path), for every route (multipart text
 * fields are checked where they are read: refuseBadTextFields). Bodies nested past
 * MAX_JSON_DEPTH are refused here too, before validation or a route walks them.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const found = inspectJson(value);
      if (!found) continue;
      if (found === 'too-deep')
        throw badRequest({
          [context === 'body' ? 'non_field_errors' : context]: [
            `Nested more than ${MAX_JSON_DEPTH} levels deep.`,
          ],
        });
      const errors: FieldErrors = {};
      addAt(errors, found.at.length ? found.at : [context], found.message);
      throw badRequest(errors);
    }
  });
}

/** The multipart counterpart of refuseNulCharacters: text fields (and file names) PostgreSQL cannot store, a 400. */
export function refuseBadTextFields(fields: Record<string, string>) {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(fields)) {
    const message = badTextProblem(name) ?? badTextProblem(value);
    if (message) addAt(errors, [name], message);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

const TOO_SLOW = 'The server took too long to answer this request. Try again in a moment.';
const RETRY_AFTER_SECONDS = '5';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { body?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        request.server.errorMonitor?.report(error, request, error.statusCode);
      }
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    // Fastify's own type for the list: the library's narrowed one imports a path NodeNext cannot resolve.
    const { validation } = error;
    if (validation && hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const validationError of validation) {
        const context = error.validationContext ?? 'body';
        const pathParts = validationError.instancePath.split('/').filter(Boolean);
        // Query and path problems name the parameter; body problems name the field.
        const parts = context === 'body' ? pathParts : pathParts.length ? pathParts : [context];
        // Zod names every issue; Fastify's type allows a validator that does not.
        addAt(errors, parts, validationError.message ?? 'Invalid value.');
      }
      return reply.status(400).send(errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      request.server.errorMonitor?.report(error, request, 500);
      return reply
        .status(500)
        .send({ detail: 'There was an error completing your request. Please try again later.' });
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
    if (isDatabaseUnavailable(error)) {
      // A statement past its limit (cancelled, or the embedded worker restarted): the next try usually succeeds.
      request.log.warn({ err: error }, 'database statement ran past its limit or was cut off');
      return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send({ detail: TOO_SLOW });
    }
    request.log.error({ err: error }, 'unhandled error');
    request.server.errorMonitor?.report(error, request, 500);
    return reply
      .status(500)
      .send({ detail: 'There was an error completing your request. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (isAppRoute && app.renderWebApp) return app.renderWebApp(request, reply);
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
