import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  bulkUpdateBodySchema,
  bulkUpdateResultSchema,
  createProjectBodySchema,
  publishProjectBodySchema,
  updateProjectBodySchema,
  type CreateProjectBody,
} from '@oversight/shared/projects/project-writes.schemas';
import { projectIdParamsSchema, projectSchema } from '@oversight/shared/projects/projects.schemas';
import { badRequest, HttpError } from '../../platform/errors.js';
import * as writes from './project-writes.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['projects']);

/** Reads the one `image` file of a multipart request (10 MB, the multipart limit). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw badRequest({ image: ['Send the image as multipart/form-data in the field "image".'] });
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || image) {
        part.file.resume();
        continue;
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, { image: ['The image is larger than 10 MB.'] });
    // Everything else is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
    throw badRequest({ image: ['The upload could not be read. Send it again as multipart/form-data.'] });
  }
  if (!image) throw badRequest({ image: ['Choose an image to upload.'] });
  return image;
}

/** Organisation-side project writes (docs/spec/endpoints.txt "Projects (auth: organisation side)"). */
export async function projectWritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/projects/create-project/',
    route(
      { permission: PERMISSIONS.CREATE_EDIT_PROJECT },
      {
        summary:
          'Add a project (a draft until published). Empty values are dropped; status and plan accept codes or names',
        body: createProjectBodySchema,
        response: { 201: projectSchema },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(await writes.createProject(request.ctx, request.body as CreateProjectBody)),
  );

  r.patch(
    '/projects/bulk_update/',
    route(
      'organization',
      {
        summary: 'Change many projects at once by id: all are written or none',
        body: bulkUpdateBodySchema,
        response: { 200: bulkUpdateResultSchema },
      },
      { longRunning: true },
    ),
    async (request) => writes.bulkUpdateProjects(request.ctx, request.body, { upsertByCode: false }),
  );

  r.post(
    '/projects/bulk_update/',
    route(
      'organization',
      {
        summary:
          'Create or update many projects (an item without id is matched by its code): all are written or none',
        body: bulkUpdateBodySchema,
        response: { 200: bulkUpdateResultSchema },
      },
      { longRunning: true },
    ),
    async (request) => writes.bulkUpdateProjects(request.ctx, request.body, { upsertByCode: true }),
  );

  r.patch(
    '/projects/:id/',
    route('organization', {
      summary: 'Change a project; each changed field is recorded with its value before and after',
      params: projectIdParamsSchema,
      body: updateProjectBodySchema,
      response: { 200: projectSchema },
    }),
    async (request) => writes.updateProject(request.ctx, request.params.id, request.body),
  );

  r.post(
    '/projects/:id/publish/',
    route('organization', {
      summary: 'Publish a project (is_published false takes it back from the public)',
      params: projectIdParamsSchema,
      body: publishProjectBodySchema,
      response: { 200: projectSchema },
    }),
    async (request) => writes.publishProject(request.ctx, request.params.id, request.body.is_published),
  );

  r.post(
    '/projects/:id/update-image/',
    route('organization', {
      summary: 'Replace the display image (multipart field "image"; re-encoded and resized)',
      consumes: ['multipart/form-data'],
      params: projectIdParamsSchema,
      response: { 200: projectSchema },
    }),
    async (request) => writes.updateProjectImage(request.ctx, request.params.id, await readImage(request)),
  );
}
