import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markAllReadSchema,
  notificationPageSchema,
  type UnreadCount,
} from '@oversight/shared/notifications/notifications.schemas';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { publishEvent, sendDigests, type NotificationEvent } from './notifications.service.js';

/** The plain-text part of an .eml file is quoted-printable. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('notifications', () => {
  let t: TestApp;
  let amina: TestUser;
  let bayo: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    amina = await createTestUser(t, { displayName: 'Amina Bello' });
    bayo = await createTestUser(t, { displayName: 'Bayo Ade' });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers });
  const list = async (user: TestUser, query = '') => {
    const response = await call('GET', `/notifications/${query}`, user.headers);
    expect(response.statusCode, response.body).toBe(200);
    return notificationPageSchema.parse(response.json());
  };
  const unread = async (user: TestUser) =>
    (await call('GET', '/notifications/unread_count/', user.headers)).json<UnreadCount>().unread_count;
  /** Event jobs queue mail jobs: two passes deliver both. */
  const runAll = async () => {
    await t.runJobs();
    await t.runJobs();
  };
  const notify = (event: Omit<NotificationEvent, 'tenantId'>) =>
    publishEvent(t.app.jobs, { tenantId: t.tenantId, ...event });
  const mailsTo = (user: TestUser) => t.outbox().filter((mail) => mail.to.includes(user.user.email));
  const setPreference = (user: TestUser, mode: string) =>
    t.app.db.update(users).set({ emailNotifications: mode }).where(eq(users.id, user.user.id));

  it('creates a notification from an event, lists it newest first with its actor, and counts it unread', async () => {
    const reader = await createTestUser(t);
    await notify({
      kind: 'reply',
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      postId: randomUUID(),
      excerpt: 'I saw the site today.',
    });
    await runAll();
    await notify({ kind: 'follow', actorId: bayo.user.id, to: { userIds: [reader.user.id] } });
    await runAll();
    const page = await list(reader);
    expect(page.count).toBe(2);
    expect(page.results.map((n) => n.kind)).toEqual(['follow', 'reply']);
    expect(page.results[0]).toMatchObject({
      verb: 'Bayo Ade started following you',
      actor: { public_id: bayo.user.id, display_name: 'Bayo Ade' },
      link: `/profile/${bayo.user.id}`,
      is_read: false,
      read_at: null,
    });
    expect(page.results[1]).toMatchObject({
      verb: 'Amina Bello replied to your post',
      excerpt: 'I saw the site today.',
    });
    expect(page.results[1]!.link).toMatch(/^\/post\//);
    expect(await unread(reader)).toBe(2);
  });

  it('pages with limit and offset and filters unread', async () => {
    const reader = await createTestUser(t);
    for (let i = 0; i < 3; i += 1)
      await notify({
        kind: 'upvote',
        actorId: amina.user.id,
        to: { userIds: [reader.user.id] },
        postId: randomUUID(),
      });
    await runAll();
    const first = await list(reader, '?limit=2');
    expect(first).toMatchObject({ count: 3, previous: null });
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const second = await list(reader, '?limit=2&offset=2');
    expect(second.results).toHaveLength(1);
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    await call('POST', `/notifications/${first.results[0]!.id}/mark-as-read/`, reader.headers);
    expect((await list(reader, '?unread=true')).count).toBe(2);
    expect((await list(reader, '?unread=false')).count).toBe(3);
  });

  it('marks one as read, then all, and counts follow', async () => {
    const reader = await createTestUser(t);
    for (let i = 0; i < 3; i += 1)
      await notify({
        kind: 'comment',
        actorId: amina.user.id,
        to: { userIds: [reader.user.id] },
        postId: randomUUID(),
      });
    await runAll();
    const [first] = (await list(reader)).results;
    const marked = await call('POST', `/notifications/${first!.id}/mark-as-read/`, reader.headers);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ detail: 'Marked as read.', unread_count: 2 });
    // Marking again is harmless and keeps the first read time.
    const readAt = (await list(reader)).results.find((n) => n.id === first!.id)!.read_at;
    expect(readAt).not.toBeNull();
    await call('POST', `/notifications/${first!.id}/mark-as-read/`, reader.headers);
    expect((await list(reader)).results.find((n) => n.id === first!.id)!.read_at).toBe(readAt);
    const all = await call('POST', '/notifications/mark-all-as-read/', reader.headers);
    expect(all.json()).toEqual({ detail: '2 notifications marked as read.', marked: 2 });
    expect(await unread(reader)).toBe(0);
    expect((await list(reader)).results.every((n) => n.is_read)).toBe(true);
  });

  it('never lets a user read or mark another user’s notifications', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    await notify({
      kind: 'reply',
      actorId: amina.user.id,
      to: { userIds: [owner.user.id] },
      postId: randomUUID(),
    });
    await runAll();
    const [mine] = (await list(owner)).results;
    expect((await list(other)).count).toBe(0);
    expect((await call('POST', `/notifications/${mine!.id}/mark-as-read/`, other.headers)).statusCode).toBe(
      404,
    );
    const all = await call('POST', '/notifications/mark-all-as-read/', other.headers);
    expect(markAllReadSchema.parse(all.json()).marked).toBe(0);
    expect(await unread(owner)).toBe(1);
  });

  it('answers 401 to anonymous callers, 400 to bad ids and filters, 404 to unknown ids', async () => {
    expect((await call('GET', '/notifications/')).statusCode).toBe(401);
    expect((await call('GET', '/notifications/unread_count/')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/mark-all-as-read/')).statusCode).toBe(401);
    expect((await call('POST', `/notifications/${randomUUID()}/mark-as-read/`)).statusCode).toBe(401);
    const badId = await call('POST', '/notifications/42/mark-as-read/', amina.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('id');
    const badFilter = await call('GET', '/notifications/?unread=maybe', amina.headers);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toHaveProperty('unread');
    expect((await call('GET', '/notifications/?limit=500', amina.headers)).statusCode).toBe(400);
    expect(
      (await call('POST', `/notifications/${randomUUID()}/mark-as-read/`, amina.headers)).statusCode,
    ).toBe(404);
  });

  it('notifies a project’s eyemarkers of an update and of a status change, never the actor', async () => {
    const project = await createTestProject(t, { name: 'Kano Water Scheme' });
    const watcher = await createTestUser(t);
    const agency = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Water Agency' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/eyemark/',
      headers: watcher.headers,
      payload: { projects: [project.publicId] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/eyemark/',
      headers: agency.headers,
      payload: { projects: [project.publicId] },
    });
    await notify({
      kind: 'milestone_update',
      actorId: agency.user.id,
      to: { eyemarkersOf: project.id },
      projectId: project.id,
      excerpt: 'Pipes laid',
    });
    await runAll();
    await notify({
      kind: 'status_change',
      actorId: agency.user.id,
      to: { eyemarkersOf: project.id },
      projectId: project.id,
      data: { status: 'COMPLETED' },
    });
    await runAll();
    const page = await list(watcher);
    expect(page.results.map((n) => n.verb)).toEqual([
      'Kano Water Scheme is now completed',
      'Kano Water Scheme has a new milestone update',
    ]);
    expect(page.results[0]).toMatchObject({
      project: { public_id: project.publicId, name: 'Kano Water Scheme' },
      link: `/project/${project.publicId}`,
    });
    expect((await list(agency)).count).toBe(0);
  });

  it('notifies the members of the organisation that owns a reviewed project', async () => {
    const ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    const project = await createTestProject(t, {
      name: 'Bridge Rehabilitation',
      organizationId: ministry.organization.id,
    });
    await notify({
      kind: 'review',
      actorId: amina.user.id,
      to: { projectOrganizationOf: project.id },
      projectId: project.id,
      postId: randomUUID(),
    });
    await runAll();
    expect((await list(ministry)).results[0]).toMatchObject({
      verb: 'Amina Bello reviewed Bridge Rehabilitation',
    });
  });

  it('sends one instant e-mail per event even when the event job runs twice, and none for votes', async () => {
    const reader = await createTestUser(t, { displayName: 'Chidi Okeke' });
    const key = `reply:${randomUUID()}`;
    const event = {
      kind: 'reply' as const,
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      postId: randomUUID(),
      excerpt: 'Work has resumed',
      key,
    };
    await notify(event);
    await runAll();
    // The same event again (a retried job), and its queued mail again.
    await notify(event);
    await runAll();
    await notify({
      kind: 'upvote',
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      postId: randomUUID(),
    });
    await runAll();
    expect((await list(reader)).count).toBe(2);
    const mails = mailsTo(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Amina Bello replied to your post');
    expect(mails[0]!.raw).toContain('Work has resumed');
  });

  it('mails nothing when the preference is off', async () => {
    const reader = await createTestUser(t);
    await setPreference(reader, 'off');
    await notify({
      kind: 'comment',
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      postId: randomUUID(),
    });
    await runAll();
    await sendDigests({ db: t.app.db, jobs: t.app.jobs, mail: t.app.mail, config: t.config });
    await runAll();
    expect((await list(reader)).count).toBe(1);
    expect(mailsTo(reader)).toHaveLength(0);
  });

  it('groups a daily digest by project and sends it once even when the digest job runs twice', async () => {
    const reader = await createTestUser(t);
    await setPreference(reader, 'daily');
    const road = await createTestProject(t, { name: 'Ring Road Phase 2' });
    const school = await createTestProject(t, { name: 'Model School Ikeja' });
    await notify({
      kind: 'project_update',
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      projectId: road.id,
      excerpt: 'Asphalt done',
    });
    await notify({
      kind: 'review',
      actorId: bayo.user.id,
      to: { userIds: [reader.user.id] },
      projectId: school.id,
    });
    await notify({
      kind: 'status_change',
      actorId: amina.user.id,
      to: { userIds: [reader.user.id] },
      projectId: road.id,
      data: { status: '1' },
    });
    await notify({
      kind: 'upvote',
      actorId: bayo.user.id,
      to: { userIds: [reader.user.id] },
      postId: randomUUID(),
    });
    await runAll();
    expect(mailsTo(reader)).toHaveLength(0);
    await t.app.jobs.send('notifications.digest', {});
    await t.app.jobs.send('notifications.digest', {});
    await runAll();
    const mails = mailsTo(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Oversight digest: 3 new notifications');
    const text = decodeQuotedPrintable(mails[0]!.raw.split(/Content-Type: text\/html/)[0]!);
    // One block per project: its name, then one line per notification.
    const blocks = text.split('\n\n');
    const roadBlock = blocks.find((block) => block.startsWith('Ring Road Phase 2\n'));
    const schoolBlock = blocks.find((block) => block.startsWith('Model School Ikeja\n'));
    expect(roadBlock?.split('\n')).toHaveLength(3);
    expect(roadBlock).toContain('Ring Road Phase 2 has a new update: “Asphalt done”');
    expect(roadBlock).toContain('Ring Road Phase 2 is now ongoing');
    expect(schoolBlock).toContain('Bayo Ade reviewed Model School Ikeja');
    expect(text).not.toContain('upvoted');
    // A later digest run has nothing left to send.
    await sendDigests(
      { db: t.app.db, jobs: t.app.jobs, mail: t.app.mail, config: t.config },
      new Date(Date.now() + 86_400_000),
    );
    await runAll();
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('keeps tenants apart', async () => {
    const tenant = await createTestTenant(t);
    const stranger = await createTestUser(t, { tenantId: tenant.id });
    // An event of the default tenant naming a user of another tenant reaches nobody.
    await notify({
      kind: 'reply',
      actorId: amina.user.id,
      to: { userIds: [stranger.user.id] },
      postId: randomUUID(),
    });
    await runAll();
    const rows = await t.app.db.execute<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE recipient_id = '${stranger.user.id}'`,
    );
    expect(rows.rows[0]!.count).toBe(0);
  });
});
