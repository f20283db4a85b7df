import type { EyemarkResponse, Project } from '@oversight/shared/projects/projects.schemas';
import { findSdg } from '@oversight/shared/reference/sdgs';
import { findSector } from '@oversight/shared/reference/sectors';
import { findStateByName } from '@oversight/shared/reference/states';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import * as directory from './directories.repository.js';
import * as repo from './eyemarks.repository.js';
import type { ProjectsContext, Listed } from './project-filter.js';
import { listFilteredProjects } from './project-lists.js';
import type { Interests, ProjectFilter } from './project-filter.repository.js';

/** Eyemarks: toggling them, a user's eyemarked projects, and suggestions of projects to eyemark. */

/**
 * Toggles each project for the signed-in user. The eyemark rows decide: INSERT ... ON CONFLICT DO NOTHING and
 * DELETE ... RETURNING report what this call changed, and the counters move by exactly that, in one transaction,
 * so concurrent toggles cannot drift the counts. Projects are locked in id order to avoid deadlocks.
 */
export async function toggleEyemarks(ctx: ProjectsContext, publicIds: string[]): Promise<EyemarkResponse> {
  const user = ctx.auth.user;
  if (!user) throw forbidden();
  const tenantId = ctx.auth.tenant.id;
  const wanted = [...new Set(publicIds)];
  return ctx.db.transaction(async (tx) => {
    const projects = await repo.findProjectsForEyemark(tx, tenantId, wanted, user.id);
    // A draft can be un-eyemarked (if it was unpublished after) but never newly eyemarked.
    const usable = projects.filter((project) => project.is_published || project.is_eyemarked);
    const found = new Set(usable.map((project) => project.public_id));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length) throw badRequest({ projects: unknown.map((id) => `No project has the id "${id}".`) });
    const answer: EyemarkResponse = {};
    let userDelta = 0;
    for (const project of usable) {
      let delta = 0;
      if (await repo.deleteEyemark(tx, tenantId, user.id, project.id)) {
        delta = -1;
        answer[project.public_id] = 'removed';
      } else if (project.is_published && (await repo.insertEyemark(tx, tenantId, user.id, project.id))) {
        delta = 1;
        answer[project.public_id] = 'eyemarked';
      } else {
        // Another request changed it first: report what is now stored.
        answer[project.public_id] = project.is_published ? 'eyemarked' : 'removed';
      }
      if (delta) await repo.addToProjectEyemarkCount(tx, tenantId, project.id, delta);
      userDelta += delta;
    }
    if (userDelta) await repo.addToUserEyemarkCount(tx, tenantId, user.id, userDelta);
    return answer;
  });
}

export async function findMyEyemarks(ctx: ProjectsContext, page: PageParams): Promise<Listed<Project>> {
  const user = ctx.auth.user;
  if (!user) throw forbidden();
  const filter: ProjectFilter = { tenantId: ctx.auth.tenant.id, published: true, eyemarkedBy: user.id };
  return listFilteredProjects(ctx, filter, [{ key: 'eyemarked_at', descending: true }], page);
}

export async function findUserEyemarks(
  ctx: ProjectsContext,
  id: string,
  page: PageParams,
): Promise<Listed<Project>> {
  const person = await directory.findPublicUser(ctx.db, ctx.auth.tenant.id, id);
  if (!person) throw notFound('No user has this id.');
  if (!person.privacy.showEyemarks && ctx.auth.user?.id !== person.id)
    throw forbidden('This user keeps their eyemarks private.');
  const filter: ProjectFilter = { tenantId: ctx.auth.tenant.id, published: true, eyemarkedBy: person.id };
  return listFilteredProjects(ctx, filter, [{ key: 'eyemarked_at', descending: true }], page);
}

/** Published projects matching the user's interests or state of residence that they have not eyemarked yet. */
export async function findSuggestions(ctx: ProjectsContext, page: PageParams): Promise<Listed<Project>> {
  const user = ctx.auth.user;
  if (!user) throw forbidden();
  const tenantId = ctx.auth.tenant.id;
  const person = await directory.findPublicUser(ctx.db, tenantId, user.id);
  if (!person) throw notFound('No user has this id.');
  const interests = person.interests;
  const states = [...interests.locations, ...(person.state_of_residence ? [person.state_of_residence] : [])]
    .map((name) => findStateByName(name)?.filterName)
    .filter((name): name is string => !!name);
  const resolved: Interests = {
    states: [...new Set(states)],
    sectors: [
      ...new Set(
        interests.sectors.map((name) => findSector(name)?.key).filter((key): key is string => !!key),
      ),
    ],
    sdgs: [
      ...new Set(
        interests.sdgs
          .map((name) => findSdg(/^\d+$/.test(name) ? Number(name) : name)?.id)
          .filter((id): id is number => !!id),
      ),
    ],
    ministryIds: await directory.findMinistryIdsByInterest(ctx.db, tenantId, interests.ministries),
  };
  const filter: ProjectFilter = { tenantId, published: true, notEyemarkedBy: user.id, interests: resolved };
  return listFilteredProjects(
    ctx,
    filter,
    [
      { key: 'interest', descending: true },
      { key: 'eyemarked', descending: true },
      { key: 'views', descending: true },
    ],
    page,
  );
}
