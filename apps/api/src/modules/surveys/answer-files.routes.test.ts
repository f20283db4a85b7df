import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { ResponseFile, SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { answerFileUrl } from './answer-file-urls.js';
import { removeUnattachedAnswerFiles } from './answer-file-links.service.js';

/** Files given while answering a public form: quotas, signed links only, and the cleanup of unused ones. */
describe('answer files', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let formId: string;
  let png: Buffer;
  const anonymous = { 'x-tenant': 'federal' };

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const upload = (headers: Record<string, string>, address = '203.0.113.7', id = formId) => {
    const boundary = '----answer-files';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="question"\r\n\r\nphoto\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${id}/files/`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
      remoteAddress: address,
    });
  };
  /** GETs a signed link the API handed out (its path under the test server). */
  const open = (url: string, headers: Record<string, string> = anonymous) =>
    t.app.inject({ method: 'GET', url: url.replace(t.config.publicUrl, ''), headers });

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: false,
      answerFiles: {
        pendingPerForm: 7,
        pendingPerAddress: 3,
        pendingPerUser: 2,
        unattachedHours: 24,
        urlSeconds: 3600,
        exportUrlSeconds: 7 * 24 * 3600,
      },
    });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Ada Citizen' });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer();
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Site photos',
      sections: [
        {
          questions: [
            { name: 'note', text: 'Note', question_type: 'text' },
            { name: 'photo', text: 'Photo of the site', question_type: 'photo' },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    formId = created.json<{ id: string }>().id;
    expect((await inject('POST', `/surveys/${formId}/publish/`, ministry.headers)).statusCode).toBe(200);
    const role = await createTestRole(t, ministry, [P.VIEW_FORM, P.RESPOND_TO_FORM], 'Public respondent');
    const shared = await inject('POST', `/surveys/${formId}/invite-stakeholders/`, ministry.headers, {
      stakeholders: [{ access_group: 'general_public', role_id: role.id }],
    });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
  });
  afterAll(async () => t.close());

  let answered: SurveyResponse;
  let surveyUuid: string;

  it('serves an answer file only through the signed link its response gives', async () => {
    const stored = await upload(anonymous);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = stored.json<ResponseFile>();
    expect(file.url).toMatch(
      /\/api\/v1\/files\/answers\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/\?expires=\d+&signature=/,
    );
    const sent = await inject('POST', `/surveys/${formId}/respond/`, anonymous, {
      answers: { note: 'Cracked wall', photo: file.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    answered = sent.json<SurveyResponse>();
    const row = await t.app.db.execute<{ survey_id: string }>(
      sql`SELECT survey_id FROM survey_files WHERE id = ${file.id}::uuid`,
    );
    surveyUuid = row.rows[0]!.survey_id;

    // The form's owner reads the response and, with it, a working link.
    const read = await inject('GET', `/surveys/form-response/?response_id=${answered.id}`, ministry.headers);
    expect(read.statusCode).toBe(200);
    const link = read.json<SurveyResponse>().files[0]!.url;
    const served = await open(link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // Those who may not read the response never get a link.
    for (const headers of [anonymous, otherMinistry.headers, citizen.headers]) {
      const refused = await inject('GET', `/surveys/form-response/?response_id=${answered.id}`, headers);
      expect([401, 403, 404]).toContain(refused.statusCode);
    }
    const listed = await inject('GET', `/surveys/${formId}/responses/`, otherMinistry.headers);
    expect([403, 404]).toContain(listed.statusCode);
  });

  it('refuses a link without a signature, tampered, for another file or tenant, or expired', async () => {
    const link = new URL(answered.files[0]!.url);
    const [, , , , , tenant, file] = link.pathname.split('/');
    const signature = link.searchParams.get('signature')!;
    const expires = link.searchParams.get('expires')!;
    const bare = `/api/v1/files/answers/${tenant}/${file}/`;
    expect((await open(bare)).statusCode).toBe(400);
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await open(`${bare}?expires=${expires}&signature=${tampered}`)).statusCode).toBe(403);
    expect((await open(`${bare}?expires=${Number(expires) + 900}&signature=${signature}`)).statusCode).toBe(
      403,
    );
    const otherTenant = `/api/v1/files/answers/${randomUUID()}/${file}/?expires=${expires}&signature=${signature}`;
    expect((await open(otherTenant)).statusCode).toBe(403);
    const otherFile = `/api/v1/files/answers/${tenant}/${randomUUID()}/?expires=${expires}&signature=${signature}`;
    expect((await open(otherFile)).statusCode).toBe(403);
    // A link made two hours ago for one hour no longer works; signed by the server, it worked then.
    const old = answerFileUrl(
      t.config,
      { id: file!, tenant_id: tenant! },
      3600,
      Date.now() - 2 * 3600 * 1000,
    );
    const expired = await open(old);
    expect(expired.statusCode).toBe(403);
    expect(expired.json<{ detail: string }>().detail).toContain('expired');
    expect((await open(answerFileUrl(t.config, { id: file!, tenant_id: tenant! }))).statusCode).toBe(200);
  });

  it('no longer serves answer files of older versions from the open /media/forms/ folder', async () => {
    const key = `forms/${t.tenantId}/${surveyUuid}/legacy.webp`;
    mkdirSync(path.join(t.config.storage.uploadsDir, path.dirname(key)), { recursive: true });
    writeFileSync(path.join(t.config.storage.uploadsDir, key), png);
    expect([403, 404]).toContain((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode);
    // Through a signed link it is still served.
    const id = randomUUID();
    await t.app.db.execute(sql`
      INSERT INTO survey_files (id, tenant_id, survey_id, response_id, storage_key, url, name, content_type, bytes)
      VALUES (${id}::uuid, ${t.tenantId}::uuid, ${surveyUuid}::uuid, ${answered.id}::uuid, ${key},
              ${`${t.config.publicUrl}/media/${key}`}, 'legacy.png', 'image/png', ${png.length})`);
    const served = await open(answerFileUrl(t.config, { id, tenant_id: t.tenantId }));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses the file past each allowance of files no answer uses yet, with a 429 on file', async () => {
    // One more file from the first address reaches its 3 (the one sent above is attached: it does not count).
    for (let i = 0; i < 3; i += 1) expect((await upload(anonymous)).statusCode).toBe(201);
    const fourth = await upload(anonymous);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      file: [expect.stringMatching(/You have uploaded 3 files that no sent answer uses yet/)],
    });
    expect((await upload(anonymous, '198.51.100.9')).statusCode).toBe(201);
    // Signed in: the account's own allowance.
    expect((await upload(citizen.headers, '198.51.100.20')).statusCode).toBe(201);
    expect((await upload(citizen.headers, '198.51.100.21')).statusCode).toBe(201);
    const third = await upload(citizen.headers, '198.51.100.22');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ file: [expect.stringContaining('You have uploaded 2 files')] });
    // The form's own allowance: 6 waiting, one more fills it, then nobody may add one.
    expect((await upload(anonymous, '192.0.2.1')).statusCode).toBe(201);
    const full = await upload(anonymous, '192.0.2.2');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({
      file: [expect.stringContaining('This form already holds 7 uploaded files')],
    });
  });

  it('the cleanup job removes files no answer used within a day and keeps attached ones', async () => {
    const before = await t.app.db.execute<{ id: string; response_id: string | null; storage_key: string }>(
      sql`SELECT id, response_id, storage_key FROM survey_files WHERE survey_id = ${surveyUuid}::uuid`,
    );
    const attached = before.rows.filter((row) => row.response_id);
    const waiting = before.rows.filter((row) => !row.response_id);
    expect(waiting.length).toBe(7);
    // All but one waiting file, and every attached one, are two days old.
    const fresh = waiting[0]!;
    await t.app.db.execute(sql`
      UPDATE survey_files SET created_at = now() - interval '2 days'
       WHERE survey_id = ${surveyUuid}::uuid AND id <> ${fresh.id}::uuid`);
    const storage = t.app.storage;
    const removed = await removeUnattachedAnswerFiles({ db: t.app.db, config: t.config, storage });
    expect(removed).toBe(6);
    const after = await t.app.db.execute<{ id: string }>(
      sql`SELECT id FROM survey_files WHERE survey_id = ${surveyUuid}::uuid ORDER BY id`,
    );
    expect(after.rows.map((row) => row.id).sort()).toEqual(
      [...attached.map((row) => row.id), fresh.id].sort(),
    );
    await expect(storage.privateStream(waiting[1]!.storage_key)).rejects.toThrow();
    await expect(storage.privateStream(fresh.storage_key)).resolves.toBeDefined();
    // The response still shows its photo.
    const read = await inject('GET', `/surveys/form-response/?response_id=${answered.id}`, ministry.headers);
    expect((await open(read.json<SurveyResponse>().files[0]!.url)).statusCode).toBe(200);
    // The quota counts only what is left.
    expect((await upload(anonymous, '192.0.2.2')).statusCode).toBe(201);
  });
});
