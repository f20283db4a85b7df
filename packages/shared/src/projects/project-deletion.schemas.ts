import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';

/** How long the owner organisation may restore a deleted project; after it the purge job removes it for good. */
export const PROJECT_RESTORE_DAYS = 30;

/** A deleted project as its owner organisation lists it (GET /projects/deleted/). */
export const deletedProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** Whether it was published when deleted: restore publishes it again. */
  was_published: z.boolean(),
  deleted_at: z.string(),
  deleted_by: z.object({ username: z.string(), display_name: z.string() }).nullable(),
  restorable_until: z.string(),
  /** Days left to restore it, rounded up: 30 just after deleting, 1 on the last day. */
  days_left: z.number().int(),
});
export type DeletedProject = z.infer<typeof deletedProjectSchema>;

export const deletedProjectPageSchema = pageOf(deletedProjectSchema);
export type DeletedProjectPage = z.infer<typeof deletedProjectPageSchema>;

/** DELETE /projects/{id}/ answers it. */
export const deleteProjectResultSchema = z.object({ detail: z.string(), restorable_until: z.string() });
export type DeleteProjectResult = z.infer<typeof deleteProjectResultSchema>;

export const deletedProjectListQuerySchema = pageQuerySchema(25);
/** POST /projects/{id}/restore/. */
export const restoredProjectSchema = z.object({
  detail: z.string(),
  id: z.string(),
  is_published: z.boolean(),
});
