import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import type { z } from 'zod';
import {
  dashboards,
  dashboardVisualizations,
  departments,
  indicators,
  outcomes,
  planActivities,
  plans,
  projectGroupMembers,
  projectGroups,
  surveyGroupMembers,
  surveyGroups,
  surveys,
} from '../db/schema/index.js';
import { createTestProject } from './project-fixtures.js';
import type { RegisteredRoute } from '../platform/route-registry.js';
import { createTestApp, type TestApp } from './build-app.js';
import { createTestRole, createTestStaff } from './collaboration-factories.js';
import { createTestUser, type TestUser } from './factories.js';

/**
 * THE SWEEP: every registered route that takes an item id in its path, called by the owner of another organisation
 * (every permission in their own organisation, no grant) with the ids of one ministry's private items. Each must
 * answer 403 or 404 (400 only when no valid body could be made), and no answer may carry the item's name or code.
 * Routes that only take multipart get a real form with a valid image in every file field they read, so they reach
 * the access decision too (a 400 is no answer there). New routes are swept unasked, as the contract test walks them.
 */

const PREFIX = '/api/v1';
type AnyZod = z.ZodType & {
  _zod: { def: { type: string; innerType?: AnyZod; in?: AnyZod } };
  shape?: Record<string, AnyZod>;
};
const isZod = (value: unknown): value is AnyZod =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

function shapeOf(schema: unknown): Record<string, AnyZod> | null {
  let current = isZod(schema) ? schema : null;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape) return current.shape;
    const { def } = current._zod;
    current = def.innerType ?? (def.type === 'pipe' ? (def.in ?? null) : null);
  }
  return null;
}

/** A body every field of which passes its schema when one of these plain values does. */
function plausibleBody(schema: unknown, ids: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const candidates: unknown[] = [
    ...ids,
    'Sweep text',
    true,
    false,
    1,
    0,
    [],
    [ids[0]],
    {},
    'project',
    'accept',
    'UPDATE',
  ];
  for (const [key, field] of Object.entries(shapeOf(schema) ?? {})) {
    const value = candidates.find((candidate) => field.safeParse(candidate).success);
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/** Routes that read only multipart/form-data: a JSON body would stop at validation, before any access check. */
const takesOnlyMultipart = (route: RegisteredRoute) => {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return consumes.includes('multipart/form-data') && !consumes.includes('application/json');
};

/** A multipart form with the same small PNG in each file field the routes read (`image`, `file`). */
function multipartForm(png: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----oversight-sweep';
  const part = (field: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    ]);
  return {
    body: Buffer.concat([part('image'), part('file'), Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('the sweep: another organisation (or a citizen) learns nothing of private items through any route', () => {
  let t: TestApp;
  let owner: TestUser;
  let outsider: TestUser;
  let citizen: TestUser;
  let secrets: string[];
  let candidates: { name: string; id: string }[];
  let routes: RegisteredRoute[];
  let form: { body: Buffer; contentType: string };

  beforeAll(async () => {
    form = multipartForm(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    t = await createTestApp({ rateLimits: false });
    owner = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Quiet Works' });
    const agency = await createTestUser(t, {
      accountType: 'AGENCY',
      parentOrganizationId: owner.organization.id,
    });
    outsider = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Curious Citizen' });
    const staff = await createTestStaff(t, owner, [P.EDIT_PROJECT]);
    const draft = await createTestProject(t, {
      name: 'Zyxwv classified dam',
      code: 'QWZ-2026-00042',
      isPublished: false,
      ministryId: owner.organization.id,
      organizationId: owner.organization.id,
    });
    const [group] = await t.app.db
      .insert(projectGroups)
      .values({ tenantId: t.tenantId, organizationId: owner.organization.id, name: 'Qqvault group' })
      .returning();
    await t.app.db
      .insert(projectGroupMembers)
      .values({ tenantId: t.tenantId, groupId: group!.id, projectId: draft.id });
    const role = await createTestRole(t, owner, [P.VIEW_POST_PROJECT_UPDATES], 'Qqhidden role');
    const [dashboard] = await t.app.db
      .insert(dashboards)
      .values({
        tenantId: t.tenantId,
        organizationId: owner.organization.id,
        name: 'Qqboard figures',
        description: 'Qqboard notes',
      })
      .returning();
    const [chart] = await t.app.db
      .insert(dashboardVisualizations)
      .values({
        tenantId: t.tenantId,
        dashboardId: dashboard!.id,
        name: 'Qqboard chart',
        visualizationType: 'bar',
        groupBy: 'status',
        aggregationFunction: 'count',
      })
      .returning();
    const [department] = await t.app.db
      .insert(departments)
      .values({ tenantId: t.tenantId, organizationId: owner.organization.id, name: 'Qqsecret unit' })
      .returning();
    const update = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/projects/posts/project-update/`,
      headers: owner.headers,
      payload: { project_id: draft.publicId, title: 'Qqinternal progress', body: 'Only the ministry knows.' },
    });
    expect(update.statusCode, update.body).toBe(201);
    const [survey] = await t.app.db
      .insert(surveys)
      .values({
        tenantId: t.tenantId,
        organizationId: owner.organization.id,
        name: 'Qqprivate census form',
        description: 'Qqquestions',
      })
      .returning();
    const [surveyGroup] = await t.app.db
      .insert(surveyGroups)
      .values({ tenantId: t.tenantId, organizationId: owner.organization.id, name: 'Qqformvault group' })
      .returning();
    await t.app.db
      .insert(surveyGroupMembers)
      .values({ tenantId: t.tenantId, groupId: surveyGroup!.id, surveyId: survey!.id });
    // The form gets questions and an answer, so its questions, choices and responses are swept too.
    const structured = await t.app.inject({
      method: 'PATCH',
      url: `${PREFIX}/surveys/${survey!.publicId}/`,
      headers: owner.headers,
      payload: {
        sections: [
          {
            name: 'Qqsection',
            questions: [
              {
                name: 'pick',
                text: 'Qqquestion pick',
                question_type: 'radio',
                options: [{ label: 'Qqchoice' }],
              },
            ],
          },
        ],
      },
    });
    expect(structured.statusCode, structured.body).toBe(200);
    const question = structured.json<SurveyDetail>().sections[0]!.questions[0]!;
    await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/surveys/${survey!.publicId}/publish/`,
      headers: owner.headers,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/surveys/${survey!.publicId}/respond/`,
      headers: owner.headers,
      payload: { answers: { pick: 'qqchoice' } },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const [plan] = await t.app.db
      .insert(plans)
      .values({ tenantId: t.tenantId, organizationId: owner.organization.id, name: 'Qqplan of works' })
      .returning();
    const [outcome] = await t.app.db
      .insert(outcomes)
      .values({
        tenantId: t.tenantId,
        organizationId: owner.organization.id,
        planId: plan!.id,
        title: 'Qqoutcome dams',
      })
      .returning();
    const [indicator] = await t.app.db
      .insert(indicators)
      .values({
        tenantId: t.tenantId,
        organizationId: owner.organization.id,
        planId: plan!.id,
        outcomeId: outcome!.id,
        description: 'Qqindicator dams built',
      })
      .returning();
    const [activity] = await t.app.db
      .insert(planActivities)
      .values({
        tenantId: t.tenantId,
        organizationId: owner.organization.id,
        planId: plan!.id,
        outcomeId: outcome!.id,
        name: 'Qqactivity dredging',
        budget: '1000.00',
      })
      .returning();
    const followedPlace = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/users/me/followed-places/`,
      headers: owner.headers,
      payload: { kind: 'lga', state: 'Kano', lga: 'Nasarawa' },
    });
    secrets = [
      'Zyxwv',
      'QWZ-2026-00042',
      'Qqvault',
      'Qqhidden',
      'Qqsecret',
      'Qqinternal',
      'Qqprivate',
      'Qqquestions',
      'Qqformvault',
      'Qqboard',
      'Qqplan',
      'Qqoutcome',
      'Qqindicator',
      'Qqactivity',
      'Qqsection',
      'Qqquestion',
      'Qqchoice',
      'qqchoice',
    ];
    candidates = [
      { name: 'draft project public id', id: draft.publicId },
      { name: 'draft project uuid', id: draft.id },
      { name: 'project group', id: group!.id },
      { name: 'role', id: role.id },
      { name: 'department', id: department!.id },
      {
        name: 'post on the draft',
        id:
          update.json<{ id?: string; public_id?: string }>().id ??
          update.json<{ public_id: string }>().public_id,
      },
      { name: 'staff member', id: staff.user.id },
      { name: 'agency under the ministry', id: agency.organization.id },
      { name: 'dashboard', id: dashboard!.id },
      { name: 'dashboard chart', id: chart!.id },
      { name: 'private form', id: survey!.publicId },
      { name: 'private form uuid', id: survey!.id },
      { name: 'form group', id: surveyGroup!.id },
      { name: 'form question', id: question.id },
      { name: 'question choice', id: question.options[0]!.id },
      { name: 'form response', id: answered.json<{ id: string }>().id },
      { name: 'plan', id: plan!.id },
      { name: 'outcome', id: outcome!.id },
      { name: 'indicator', id: indicator!.id },
      { name: 'plan activity', id: activity!.id },
      { name: 'followed place', id: followedPlace.json<{ id: string }>().id },
    ];
    const all = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith(PREFIX) && route.url.includes(':') && route.method !== 'HEAD',
    );
    routes = all;
  });
  afterAll(async () => t.close());

  // Public by design: people's and organisations' profiles, and their public eyemarks.
  const PUBLIC_SUBJECTS = [
    /^\/users\/profiles\/:id\//,
    /^\/users\/organizations\/:id\//,
    /^\/users\/eyemarks\/:id\//,
    /^\/locations\//,
  ];
  const isPublicSubject = (url: string, candidate: string) =>
    ['staff member', 'agency under the ministry'].includes(candidate) &&
    PUBLIC_SUBJECTS.some((pattern) => pattern.test(url.slice(PREFIX.length)));

  it('answers 403 or 404 and leaks no name, on every route with an item id', async () => {
    const problems: string[] = [];
    let refused = 0;
    const statuses: string[] = [];
    const multipartSwept = new Set<string>();
    for (const caller of [outsider, citizen])
      for (const route of routes) {
        for (const candidate of candidates) {
          if (isPublicSubject(route.url, candidate.name)) continue;
          const url = route.url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(candidate.id));
          const multipart = takesOnlyMultipart(route);
          const body = route.schema?.body ? plausibleBody(route.schema.body, [candidate.id]) : undefined;
          const response = await t.app.inject({
            method: route.method as InjectOptions['method'],
            url,
            headers: multipart ? { ...caller.headers, 'content-type': form.contentType } : caller.headers,
            payload: multipart ? form.body : body,
          });
          const leaked = secrets.filter((secret) => response.body.includes(secret));
          const label = `${caller === citizen ? 'citizen' : 'other ministry'}: ${route.method} ${route.url} with the ${candidate.name}`;
          statuses.push(`${response.statusCode} ${label}`);
          if (multipart) multipartSwept.add(`${route.method} ${route.url}`);
          if (leaked.length) problems.push(`${label}: leaked ${leaked.join(', ')}`);
          if (response.statusCode === 403 || response.statusCode === 404) refused += 1;
          else if (multipart)
            problems.push(
              `${label}: a valid multipart form got ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          else if (response.statusCode === 400) {
            // A request that fails validation never reached the item; it must still not name it (checked above).
          } else problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    if (process.env.SWEEP_REPORT)
      (await import('node:fs')).writeFileSync(process.env.SWEEP_REPORT, statuses.join('\n'));
    // The figures docs/security.md quotes.
    process.stdout.write(
      `sweep: ${routes.length} routes x ${candidates.length} items x 2 callers = ${statuses.length} requests, ${refused} refused, ${problems.length} problems\n`,
    );
    expect(problems).toEqual([]);
    // The sweep is not vacuous: most calls reached an access decision, the image upload among them.
    expect(refused).toBeGreaterThan(routes.length);
    expect([...multipartSwept]).toContain(`POST ${PREFIX}/projects/:id/update-image/`);
  }, 600_000); // 5,700 requests: minutes when the 2 cores are busy with other suites

  it('answers 403 or 404 on the routes that take an item id in the query (a response, a question)', async () => {
    const responseId = candidates.find((candidate) => candidate.name === 'form response')!.id;
    const questionId = candidates.find((candidate) => candidate.name === 'form question')!.id;
    const calls = [
      { method: 'GET', url: `/surveys/form-response/?response_id=${responseId}` },
      {
        method: 'PATCH',
        url: `/surveys/form-response/?response_id=${responseId}`,
        payload: { answers: { pick: 'qqchoice' } },
      },
      { method: 'DELETE', url: `/surveys/form-response/?response_id=${responseId}` },
      { method: 'GET', url: `/surveys/question-options/?question_id=${questionId}` },
      {
        method: 'POST',
        url: '/surveys/question-options/',
        payload: { question_id: questionId, label: 'Sweep' },
      },
    ] as const;
    for (const caller of [outsider, citizen])
      for (const call of calls) {
        const response = await t.app.inject({
          method: call.method,
          url: `${PREFIX}${call.url}`,
          headers: caller.headers,
          payload: 'payload' in call ? call.payload : undefined,
        });
        expect([403, 404], `${call.method} ${call.url}: ${response.body.slice(0, 120)}`).toContain(
          response.statusCode,
        );
        expect(secrets.filter((secret) => response.body.includes(secret))).toEqual([]);
      }
    const owned = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/surveys/form-response/?response_id=${responseId}`,
      headers: owner.headers,
    });
    expect(owned.statusCode).toBe(200);
  });

  it('the owner reaches the same items (so the refusals above are about the caller, not broken ids)', async () => {
    const draftId = candidates[0]!.id;
    const groupId = candidates[2]!.id;
    const reads = [
      `/projects/${draftId}/`,
      `/projects/groups/${groupId}/`,
      `/users/roles/${candidates[3]!.id}/`,
      `/users/departments/${candidates[4]!.id}/`,
      `/projects/${draftId}/stakeholders/`,
      `/dashboards/${candidates.find((candidate) => candidate.name === 'dashboard')!.id}/`,
      `/dashboards/${candidates.find((candidate) => candidate.name === 'dashboard')!.id}/stakeholders/`,
      `/dashboards/visualizations/${candidates.find((candidate) => candidate.name === 'dashboard chart')!.id}/data/`,
      `/surveys/${candidates.find((candidate) => candidate.name === 'private form')!.id}/`,
      `/surveys/${candidates.find((candidate) => candidate.name === 'private form')!.id}/stakeholders/`,
      `/surveys/groups/${candidates.find((candidate) => candidate.name === 'form group')!.id}/`,
      `/surveys/groups/${candidates.find((candidate) => candidate.name === 'form group')!.id}/stakeholders/`,
      `/plans/${candidates.find((candidate) => candidate.name === 'plan')!.id}/children/`,
      `/plans/outcomes/${candidates.find((candidate) => candidate.name === 'outcome')!.id}/stakeholders/`,
      `/plans/indicators/${candidates.find((candidate) => candidate.name === 'indicator')!.id}/`,
      `/plans/outcomes/activities/${candidates.find((candidate) => candidate.name === 'plan activity')!.id}/`,
    ];
    for (const url of reads) {
      const response = await t.app.inject({ method: 'GET', url: `${PREFIX}${url}`, headers: owner.headers });
      expect(response.statusCode, `${url} ${response.body.slice(0, 100)}`).toBe(200);
    }
    // The sweep's uploads changed nothing, and the same form is one the owner's upload accepts.
    const before = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/projects/${draftId}/`,
      headers: owner.headers,
    });
    expect(before.json<Project>().image).toBeNull();
    const upload = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/projects/${draftId}/update-image/`,
      headers: { ...owner.headers, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(upload.statusCode, upload.body.slice(0, 200)).toBe(200);
    expect(upload.json<Project>().image).toMatch(/\/media\/projects\/.+\.webp$/);
  });
});
