import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALWAYS_INCLUDED_PERMISSIONS,
  PERMISSION_LIST,
  PERMISSIONS as P,
} from '@oversight/shared/access/permissions';
import { CONTENT_TYPES, type ContentType } from '@oversight/shared/collaboration/content';
import {
  dashboards,
  departmentMembers,
  departments,
  indicators,
  memberships,
  outcomes,
  plans,
  projectGroupMembers,
  projectGroups,
  stakeholderGrants,
  surveyGroups,
  surveys,
} from '../db/schema/index.js';
import { createTestProject } from '../test/project-fixtures.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../test/factories.js';
import { accessControlPlugin } from './access-control.js';
import { registerErrorHandling } from './errors.js';
import { pseudoUserId } from './access-group-principals.js';
import { itemAccess, itemKey } from './item-access.js';

/**
 * The item access decision as a table: relationship x item x permission, through the real access-control plugin
 * (a probe route asks itemAccess for the item it names). Each row lists exactly the permissions expected.
 */

const ALL = PERMISSION_LIST.map((permission) => permission.id);
const VIEW = [...ALWAYS_INCLUDED_PERMISSIONS].sort((a, b) => a - b);
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

type Item = { type: ContentType; id: string; owners: string[] };

async function buildProbeApp(t: TestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', t.app.config);
  app.decorate('db', t.app.db);
  registerErrorHandling(app);
  await app.register(accessControlPlugin);
  await app.register(
    (scope, _options, done) => {
      scope.post('/probe/item-access/', { config: { access: 'public' } }, async (request) => {
        const items = request.body as Item[];
        const access = await itemAccess(
          t.app.db,
          request.auth,
          items.map((item) => ({ type: item.type, id: item.id, ownerOrganizationIds: item.owners })),
        );
        return items.map((item) => sorted(access.get(itemKey(item.type, item.id))!.permissions));
      });
      done();
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return app;
}

describe('item access: organisation role + stakeholder grants, per item', () => {
  let t: TestApp;
  // Unset when beforeAll fails: afterAll still runs.
  let probe: FastifyInstance | undefined;
  let ministry: TestUser;
  let agency: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;
  let citizen: TestUser;
  let editor: TestStaff;
  let limitedToAgency: TestStaff;
  let departmentMember: TestStaff;
  let contractorFieldStaff: TestStaff;
  let monitorRoleId: string;
  let project: Item;
  let agencyProject: Item;
  let otherProject: Item;

  const ask = async (headers: Record<string, string> | undefined, items: Item[]) => {
    const response = await probe!.inject({
      method: 'POST',
      url: '/api/v1/probe/item-access/',
      headers,
      payload: items,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<number[][]>();
  };
  const inOrganization = (user: TestUser, organizationId: string) => ({
    ...user.headers,
    'x-organization-id': organizationId,
  });

  beforeAll(async () => {
    t = await createTestApp();
    probe = await buildProbeApp(t);
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      parentOrganizationId: ministry.organization.id,
    });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    contractor = await createTestUser(t, { accountType: 'CONTRACTOR' });
    citizen = await createTestUser(t);
    editor = await createTestStaff(t, ministry, [P.EDIT_PROJECT]);
    limitedToAgency = await createTestStaff(t, ministry, [P.EDIT_PROJECT]);
    await t.app.db
      .update(memberships)
      .set({ assignedMdaIds: [agency.organization.id] })
      .where(eq(memberships.userId, limitedToAgency.user.id));
    departmentMember = await createTestStaff(t, ministry, []);
    contractorFieldStaff = await createTestStaff(t, contractor, [P.VIEW_POST_PROJECT_UPDATES]);

    const draft = await createTestProject(t, {
      name: 'Draft clinic',
      isPublished: false,
      ministryId: ministry.organization.id,
      organizationId: ministry.organization.id,
    });
    const agencyDraft = await createTestProject(t, {
      name: 'Agency borehole',
      isPublished: false,
      ministryId: ministry.organization.id,
      agencyId: agency.organization.id,
    });
    const other = await createTestProject(t, {
      name: 'Other road',
      isPublished: false,
      ministryId: ministry.organization.id,
      organizationId: ministry.organization.id,
    });
    project = { type: 'project', id: draft.id, owners: [ministry.organization.id] };
    agencyProject = {
      type: 'project',
      id: agencyDraft.id,
      owners: [ministry.organization.id, agency.organization.id],
    };
    otherProject = { type: 'project', id: other.id, owners: [ministry.organization.id] };

    monitorRoleId = (
      await createTestRole(t, ministry, [P.VIEW_POST_PROJECT_UPDATES, P.EDIT_PROJECT], 'Field monitor')
    ).id;
  });
  afterAll(async () => {
    await probe?.close();
    await t.close();
  });

  it('organisation roles, without any grant', async () => {
    const items = [project, agencyProject];
    const table = {
      anonymous: await ask(undefined, items),
      citizen: await ask(citizen.headers, items),
      owner: await ask(ministry.headers, items),
      editor: await ask(editor.headers, items),
      'sub-user limited to the agency': await ask(limitedToAgency.headers, items),
      'agency owner (agency project only)': await ask(agency.headers, items),
      'other ministry': await ask(otherMinistry.headers, items),
      'owner, another draft': await ask(inOrganization(ministry, ministry.organization.id), [otherProject]),
    };
    expect(table).toEqual({
      anonymous: [[], []],
      citizen: [[], []],
      owner: [ALL, ALL],
      editor: [sorted([...VIEW, P.EDIT_PROJECT]), sorted([...VIEW, P.EDIT_PROJECT])],
      'sub-user limited to the agency': [[], sorted([...VIEW, P.EDIT_PROJECT])],
      'agency owner (agency project only)': [[], ALL],
      'other ministry': [[], []],
      'owner, another draft': [ALL],
    });
  });

  it('grants to a user, an organisation, a department and the access groups, each on one item only', async () => {
    const fieldMonitor = sorted([...VIEW, P.VIEW_POST_PROJECT_UPDATES, P.EDIT_PROJECT]);
    const grants = [
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'project',
        contentId: project.id,
        roleId: monitorRoleId,
        grantee: { userId: citizen.user.id },
      }),
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'project',
        contentId: project.id,
        roleId: monitorRoleId,
        grantee: { organizationId: contractor.organization.id },
      }),
    ];
    const [department] = await t.app.db
      .insert(departments)
      .values({ tenantId: t.tenantId, organizationId: ministry.organization.id, name: 'Monitoring' })
      .returning();
    await t.app.db.insert(departmentMembers).values({
      tenantId: t.tenantId,
      organizationId: ministry.organization.id,
      departmentId: department!.id,
      userId: departmentMember.user.id,
    });
    grants.push(
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'project',
        contentId: project.id,
        roleId: monitorRoleId,
        grantee: { departmentId: department!.id },
      }),
    );

    const table = {
      'user grant (acting in own organisation)': await ask(citizen.headers, [project, otherProject]),
      'user grant (no organisation chosen)': await ask({ authorization: citizen.headers.authorization! }, [
        project,
      ]),
      'organisation grant, its owner': await ask(contractor.headers, [project, otherProject]),
      'organisation grant, staff with a narrower role (bounded by it)': await ask(
        contractorFieldStaff.headers,
        [project],
      ),
      'organisation grant, owner acting elsewhere': await ask(
        { authorization: contractor.headers.authorization! },
        [project],
      ),
      'department grant, a member': await ask(departmentMember.headers, [project]),
      'department grant, staff outside it': await ask(editor.headers, [project]),
    };
    expect(table).toEqual({
      'user grant (acting in own organisation)': [fieldMonitor, []],
      'user grant (no organisation chosen)': [fieldMonitor],
      'organisation grant, its owner': [fieldMonitor, []],
      'organisation grant, staff with a narrower role (bounded by it)': [
        sorted([...VIEW, P.VIEW_POST_PROJECT_UPDATES]),
      ],
      'organisation grant, owner acting elsewhere': [[]],
      'department grant, a member': [fieldMonitor],
      'department grant, staff outside it': [sorted([...VIEW, P.EDIT_PROJECT])],
    });

    // Access groups: "everyone in the organisation" reaches members acting in the granting organisation only.
    const viewerRole = await createTestRole(t, ministry, [P.VIEW_POST_PROJECT_UPDATES], 'Viewer');
    const everyone = await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: otherProject.id,
      roleId: viewerRole.id,
      grantee: { userId: await pseudoUserId(t.app.db, t.tenantId, 'all_organisation') },
    });
    expect(await ask(departmentMember.headers, [otherProject])).toEqual([
      sorted([...VIEW, P.VIEW_POST_PROJECT_UPDATES]),
    ]);
    expect(await ask(agency.headers, [otherProject])).toEqual([[]]);
    expect(await ask(citizen.headers, [otherProject])).toEqual([[]]);
    const publicGrant = await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: otherProject.id,
      roleId: viewerRole.id,
      grantee: { userId: await pseudoUserId(t.app.db, t.tenantId, 'general_public') },
    });
    // The general public only ever views, whatever the role says.
    expect(await ask(undefined, [otherProject])).toEqual([VIEW]);
    expect(await ask(citizen.headers, [otherProject])).toEqual([VIEW]);

    // Removal counts on the very next request.
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, grants[0]!.id));
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, publicGrant.id));
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, everyone.id));
    expect(await ask(citizen.headers, [project, otherProject])).toEqual([[], []]);
    expect(await ask(undefined, [otherProject])).toEqual([[]]);
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.contentId, project.id));
  });

  it('"all MDAs" reaches people acting for any ministry, department or agency of the tenant, bounded by their role there', async () => {
    const viewerRole = await createTestRole(t, ministry, [P.VIEW_POST_PROJECT_UPDATES], 'MDA viewer');
    const everyMda = await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: otherProject.id,
      roleId: viewerRole.id,
      grantee: { userId: await pseudoUserId(t.app.db, t.tenantId, 'all_mdas') },
    });
    const otherMinistryClerk = await createTestStaff(t, otherMinistry, []);
    const department = await createTestUser(t, { accountType: 'DEPARTMENT' });
    const foreignTenant = await createTestTenant(t);
    const foreignMinistry = await createTestUser(t, { accountType: 'MINISTRY', tenantId: foreignTenant.id });
    const viewAndPost = sorted([...VIEW, P.VIEW_POST_PROJECT_UPDATES]);
    const table = {
      'another ministry': await ask(otherMinistry.headers, [otherProject]),
      'an agency': await ask(agency.headers, [otherProject]),
      'a department': await ask(department.headers, [otherProject]),
      'staff of another ministry (bounded by their role)': await ask(otherMinistryClerk.headers, [
        otherProject,
      ]),
      'a ministry owner with no organisation chosen': await ask(
        { authorization: otherMinistry.headers.authorization! },
        [otherProject],
      ),
      'a contractor': await ask(contractor.headers, [otherProject]),
      'a citizen': await ask(citizen.headers, [otherProject]),
      anonymous: await ask(undefined, [otherProject]),
      'a ministry of another tenant': await ask(foreignMinistry.headers, [otherProject]),
    };
    expect(table).toEqual({
      'another ministry': [viewAndPost],
      'an agency': [viewAndPost],
      'a department': [viewAndPost],
      'staff of another ministry (bounded by their role)': [VIEW],
      'a ministry owner with no organisation chosen': [[]],
      'a contractor': [[]],
      'a citizen': [[]],
      anonymous: [[]],
      'a ministry of another tenant': [[]],
    });
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, everyMda.id));
    expect(await ask(otherMinistry.headers, [otherProject])).toEqual([[]]);
  });

  it('a changed role changes what its grants give at once', async () => {
    const role = await createTestRole(t, ministry, []);
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: agencyProject.id,
      roleId: role.id,
      grantee: { userId: citizen.user.id },
    });
    expect(await ask(citizen.headers, [agencyProject])).toEqual([VIEW]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/roles/${role.id}/`,
      headers: ministry.headers,
      payload: { permissions: [P.DELETE_PROJECT] },
    });
    expect(patched.statusCode).toBe(200);
    expect(await ask(citizen.headers, [agencyProject])).toEqual([sorted([...VIEW, P.DELETE_PROJECT])]);
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.contentId, agencyProject.id));
  });

  it('the same decision for every kind of item: organisation role, user grant, public grant, outsiders, removal', async () => {
    const organizationId = ministry.organization.id;
    const one = async <Row extends { id: string }>(rows: Promise<Row[]>) => (await rows)[0]!.id;
    const [group] = await t.app.db
      .insert(projectGroups)
      .values({ tenantId: t.tenantId, organizationId, name: 'Every kind: group' })
      .returning();
    const planId = await one(
      t.app.db
        .insert(plans)
        .values({ tenantId: t.tenantId, organizationId, name: 'Every kind: plan' })
        .returning(),
    );
    const outcomeId = await one(
      t.app.db
        .insert(outcomes)
        .values({ tenantId: t.tenantId, organizationId, planId, title: 'Every kind: outcome' })
        .returning(),
    );
    const ids: Record<ContentType, string> = {
      project: project.id,
      project_group: group!.id,
      form: await one(
        t.app.db
          .insert(surveys)
          .values({ tenantId: t.tenantId, organizationId, name: 'Every kind: form' })
          .returning(),
      ),
      form_group: await one(
        t.app.db
          .insert(surveyGroups)
          .values({ tenantId: t.tenantId, organizationId, name: 'Every kind: forms' })
          .returning(),
      ),
      plan: planId,
      outcome: outcomeId,
      indicator: await one(
        t.app.db
          .insert(indicators)
          .values({
            tenantId: t.tenantId,
            organizationId,
            planId,
            outcomeId,
            description: 'Every kind: indicator',
          })
          .returning(),
      ),
      dashboard: await one(
        t.app.db
          .insert(dashboards)
          .values({ tenantId: t.tenantId, organizationId, name: 'Every kind: dashboard' })
          .returning(),
      ),
    };
    const items: Item[] = CONTENT_TYPES.map((type) => ({ type, id: ids[type], owners: [organizationId] }));
    const everyKind = (permissions: number[]) => CONTENT_TYPES.map(() => permissions);
    const reviewer = await createTestRole(t, ministry, [P.VIEW_FORM_RESPONSES, P.VIEW_DASHBOARD]);

    // Grants straight on each item (no parent grant), to a user, and to the general public.
    const granted = [];
    for (const item of items) {
      granted.push(
        await createTestGrant(t, {
          organizationId,
          contentType: item.type,
          contentId: item.id,
          roleId: reviewer.id,
          grantee: { userId: contractorFieldStaff.user.id },
        }),
      );
    }
    const publicUser = await pseudoUserId(t.app.db, t.tenantId, 'general_public');
    granted.push(
      await createTestGrant(t, {
        organizationId,
        contentType: 'dashboard',
        contentId: ids.dashboard,
        roleId: reviewer.id,
        grantee: { userId: publicUser },
      }),
    );

    const table = {
      'owner (organisation role)': await ask(ministry.headers, items),
      'staff with a role of the owner': await ask(editor.headers, items),
      'user grant, acting for another organisation': await ask(contractorFieldStaff.headers, items),
      'another ministry': await ask(otherMinistry.headers, items),
      citizen: await ask(citizen.headers, items),
      anonymous: await ask(undefined, items),
    };
    const publicView = CONTENT_TYPES.map((type) => (type === 'dashboard' ? VIEW : []));
    expect(table).toEqual({
      'owner (organisation role)': everyKind(ALL),
      'staff with a role of the owner': everyKind(sorted([...VIEW, P.EDIT_PROJECT])),
      'user grant, acting for another organisation': everyKind(
        sorted([...VIEW, P.VIEW_FORM_RESPONSES, P.VIEW_DASHBOARD]),
      ),
      'another ministry': publicView,
      citizen: publicView,
      anonymous: publicView,
    });

    // Removing the grants counts on the next request, for every kind.
    for (const grant of granted)
      await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, grant.id));
    expect(await ask(contractorFieldStaff.headers, items)).toEqual(everyKind([]));
    expect(await ask(undefined, items)).toEqual(everyKind([]));
  });

  it('a grant on a parent covers its children; a grant on the child narrows it; one query per level for many items', async () => {
    // Project groups register their link in projects.policy.ts, plans theirs (plan -> outcome -> indicator) in plans.policy.ts.
    const [group] = await t.app.db
      .insert(projectGroups)
      .values({ tenantId: t.tenantId, organizationId: ministry.organization.id, name: 'Clinics' })
      .returning();
    const groupId = group!.id;
    await t.app.db
      .insert(projectGroupMembers)
      .values(
        [project.id, otherProject.id].map((projectId) => ({ tenantId: t.tenantId, groupId, projectId })),
      );
    const organizationId = ministry.organization.id;
    const [planRow] = await t.app.db
      .insert(plans)
      .values({ tenantId: t.tenantId, organizationId, name: 'Health plan' })
      .returning();
    const planId = planRow!.id;
    const [outcomeRow] = await t.app.db
      .insert(outcomes)
      .values({ tenantId: t.tenantId, organizationId, planId, title: 'Fewer deaths' })
      .returning();
    const outcomeId = outcomeRow!.id;
    const [indicatorRow] = await t.app.db
      .insert(indicators)
      .values({ tenantId: t.tenantId, organizationId, planId, outcomeId, description: 'Deaths per 1,000' })
      .returning();
    const indicatorId = indicatorRow!.id;
    try {
      const broad = await createTestRole(t, ministry, [
        P.EDIT_PROJECT,
        P.VIEW_POST_PROJECT_UPDATES,
        P.CREATE_EDIT_OUTCOME,
        P.MANAGE_INDICATORS,
      ]);
      const narrow = await createTestRole(t, ministry, []);
      const owner = ministry.organization.id;
      await createTestGrant(t, {
        organizationId: owner,
        contentType: 'project_group',
        contentId: groupId,
        roleId: broad.id,
        grantee: { userId: citizen.user.id },
      });
      await createTestGrant(t, {
        organizationId: owner,
        contentType: 'project',
        contentId: otherProject.id,
        roleId: narrow.id,
        grantee: { userId: citizen.user.id },
      });
      await createTestGrant(t, {
        organizationId: owner,
        contentType: 'plan',
        contentId: planId,
        roleId: broad.id,
        grantee: { userId: citizen.user.id },
      });
      await createTestGrant(t, {
        organizationId: owner,
        contentType: 'outcome',
        contentId: outcomeId,
        roleId: narrow.id,
        grantee: { organizationId: contractor.organization.id },
      });

      const broadSet = sorted([
        ...VIEW,
        P.EDIT_PROJECT,
        P.VIEW_POST_PROJECT_UPDATES,
        P.CREATE_EDIT_OUTCOME,
        P.MANAGE_INDICATORS,
      ]);
      const plan: Item = { type: 'plan', id: planId, owners: [owner] };
      const outcome: Item = { type: 'outcome', id: outcomeId, owners: [owner] };
      const indicator: Item = { type: 'indicator', id: indicatorId, owners: [owner] };
      expect(
        await ask(citizen.headers, [project, otherProject, agencyProject, plan, outcome, indicator]),
      ).toEqual([
        broadSet, // through its group
        VIEW, // narrowed by its own grant
        [], // in no group
        broadSet,
        broadSet, // plan -> outcome
        broadSet, // plan -> outcome -> indicator
      ]);
      // Another grantee's grant on the child does not narrow the citizen's; the contractor gets the outcome's role.
      expect(await ask(contractor.headers, [plan, outcome, indicator])).toEqual([[], VIEW, VIEW]);

      // The list scope follows the same link.
      const { grantedItemIdsSql } = await import('./item-access.js');
      const auth = {
        tenant: { id: t.tenantId, name: 'federal' },
        user: { id: citizen.user.id } as never,
        organization: null,
      };
      const listed = await t.app.db.execute<{ content_id: string }>(grantedItemIdsSql(auth, 'project'));
      expect(listed.rows.map((row) => row.content_id).sort()).toEqual([project.id, otherProject.id].sort());
      // ... down to grandchildren: the plan grant lists its outcome and the outcome's indicator.
      const listedOf = async (type: ContentType, who = auth) =>
        (await t.app.db.execute<{ content_id: string }>(grantedItemIdsSql(who, type))).rows.map(
          (row) => row.content_id,
        );
      expect(await listedOf('plan')).toEqual([planId]);
      expect(await listedOf('outcome')).toEqual([outcomeId]);
      expect(await listedOf('indicator')).toEqual([indicatorId]);
      // The contractor, granted the outcome only, lists the outcome and its indicator, not the plan.
      const contractorAuth = {
        tenant: { id: t.tenantId, name: 'federal' },
        user: { id: contractor.user.id } as never,
        organization: {
          id: contractor.organization.id,
          accountType: 'CONTRACTOR',
          permissions: new Set(ALL),
        } as never,
      };
      expect(await listedOf('plan', contractorAuth)).toEqual([]);
      expect(await listedOf('outcome', contractorAuth)).toEqual([outcomeId]);
      expect(await listedOf('indicator', contractorAuth)).toEqual([indicatorId]);
    } finally {
      await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.granteeUserId, citizen.user.id));
    }
  });

  it('project pages: a grantee sees the draft with its abilities, others get 404, removal counts at once; assigned MDAs limit drafts', async () => {
    const detail = (headers: Record<string, string> | undefined, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/`, headers });
    const role = await createTestRole(t, ministry, [P.VIEW_POST_PROJECT_UPDATES]);
    const grant = await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: project.id,
      roleId: role.id,
      grantee: { userId: citizen.user.id },
    });
    const seen = await detail(citizen.headers, project.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<{ abilities: Record<string, boolean> }>().abilities).toMatchObject({
      post_update: true,
      edit: false,
      publish: false,
      delete: false,
      manage_stakeholders: false,
    });
    expect((await detail(citizen.headers, otherProject.id)).statusCode).toBe(404);
    expect((await detail(otherMinistry.headers, project.id)).statusCode).toBe(404);
    expect((await detail(undefined, project.id)).statusCode).toBe(404);
    const owner = await detail(ministry.headers, project.id);
    expect(owner.json<{ abilities: Record<string, boolean> }>().abilities).toMatchObject({
      post_update: true,
      edit: true,
      publish: true,
      delete: true,
      manage_stakeholders: true,
    });
    await t.app.db.delete(stakeholderGrants).where(eq(stakeholderGrants.id, grant.id));
    expect((await detail(citizen.headers, project.id)).statusCode).toBe(404);

    // A sub-user limited to the agency sees the agency's draft, not the ministry's own.
    expect((await detail(limitedToAgency.headers, agencyProject.id)).statusCode).toBe(200);
    expect((await detail(limitedToAgency.headers, project.id)).statusCode).toBe(404);
    expect(
      (await detail(editor.headers, project.id)).json<{ abilities: Record<string, boolean> }>().abilities,
    ).toMatchObject({
      edit: true,
      publish: false,
    });
  });

  it('grants never cross tenants, and a bad id is no access', async () => {
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
    const role = await createTestRole(t, ministry, [P.EDIT_PROJECT]);
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: project.id,
      roleId: role.id,
      grantee: { userId: foreign.user.id },
    });
    expect(await ask({ ...foreign.headers, 'x-tenant': tenant.name }, [project])).toEqual([[]]);
    expect(await ask(ministry.headers, [{ type: 'project', id: 'not-a-uuid', owners: [] }])).toEqual([[]]);
    expect(CONTENT_TYPES).toHaveLength(8);
  });
});
