import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestOptionsSchema, userSchema, type User } from '@oversight/shared/accounts/accounts.schemas';
import { memberships, organizations, refreshTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, multipart } from './test-helpers.js';

describe('profile, deletion and interests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const uploadedFile = (url: string) =>
    path.join(t.config.storage.uploadsDir, url.replace('http://localhost:3000/media/', ''));
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 11, g: 94, b: 59 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .png()
      .toBuffer();

  async function patchMultipart(
    token: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) {
    const form = multipart(fields, files);
    return call(t, {
      method: 'PATCH',
      url: '/users/me/update/',
      token,
      body: form.payload,
      headers: form.headers,
    });
  }

  describe('PATCH /users/me/update/', () => {
    it('updates the profile from JSON and keeps the personal organisation in step', async () => {
      const { user, token, organization } = await createTestUser(t);
      const response = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token,
        body: {
          display_name: 'Bisi Adeyemi',
          bio: 'Watching roads in Oyo.',
          username: 'bisi_watch',
          state_of_residence: 'oyo state',
          gender: 'female',
          date_of_birth: '1990-04-12',
          privacy: { showActivity: false },
          email_notifications: 'daily',
          newly_registered: false,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        public_id: user.id,
        display_name: 'Bisi Adeyemi',
        bio: 'Watching roads in Oyo.',
        username: 'bisi_watch',
        state_of_residence: 'Oyo',
        gender: 'female',
        date_of_birth: '1990-04-12',
        privacy: { showEyemarks: true, showActivity: false },
        email_notifications: 'daily',
        newly_registered: false,
      });
      const [org] = await t.app.db.select().from(organizations).where(eq(organizations.id, organization.id));
      expect(org).toMatchObject({ name: 'Bisi Adeyemi', username: 'bisi_watch' });
    });

    it('names each invalid field', async () => {
      const { token } = await createTestUser(t);
      await createTestUser(t, { username: 'already_here' });
      const response = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token,
        body: {
          bio: 'x'.repeat(501),
          gender: 'robot',
          email_notifications: 'weekly',
          newly_registered: true,
          date_of_birth: '2999-01-01',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual([
        'bio',
        'date_of_birth',
        'email_notifications',
        'gender',
        'newly_registered',
      ]);

      const semantic = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token,
        body: { username: 'Already_Here', state_of_residence: 'Atlantis' },
      });
      expect(semantic.statusCode).toBe(400);
      expect(semantic.json()).toEqual({
        username: ['This username is taken.'],
        state_of_residence: ['"Atlantis" is not a Nigerian state (or the FCT).'],
      });
    });

    it('keeps CSO fields to CSO accounts, and keeps them filled in', async () => {
      const citizen = await createTestUser(t);
      const refused = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token: citizen.token,
        body: { company_name: 'Acme', rc_number: '' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        company_name: ['Only civil-society organisation accounts have this field.'],
      });

      const cso = await createTestUser(t, {
        accountType: 'CSO',
        companyName: 'Old Name',
        rcNumber: 'RC1',
        contactNo: '0801',
      });
      const renamed = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token: cso.token,
        body: { company_name: 'New Name', contact_no: '0802' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        company_name: 'New Name',
        contact_no: '0802',
        rc_number: 'RC1',
      });
      const [org] = await t.app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, cso.organization.id));
      expect(org).toMatchObject({ name: 'New Name', contactNo: '0802' });
      const emptied = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token: cso.token,
        body: { company_name: null },
      });
      expect(emptied.statusCode).toBe(400);
      expect(Object.keys(emptied.json())).toEqual(['company_name']);
    });

    it('takes a multipart form with an avatar, re-encoded to a 512 px square WebP without metadata', async () => {
      const { user, token } = await createTestUser(t);
      const image = await png(900, 600);
      expect((await sharp(image).metadata()).exif).toBeDefined();
      const response = await patchMultipart(
        token,
        {
          display_name: 'Emeka Photo',
          'privacy[showEyemarks]': 'false',
          newly_registered: 'false',
          gender: '',
        },
        [{ name: 'avatar', filename: 'me.png', contentType: 'image/png', data: image }],
      );
      expect(response.statusCode).toBe(200);
      const body = userSchema.parse(response.json());
      expect(body).toMatchObject({
        display_name: 'Emeka Photo',
        newly_registered: false,
        gender: null,
        privacy: { showEyemarks: false, showActivity: true },
      });
      expect(body.avatar).toMatch(/^http:\/\/localhost:3000\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
      const file = uploadedFile(body.avatar!);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
      // Served by the app.
      const served = await t.app.inject({
        method: 'GET',
        url: body.avatar!.replace('http://localhost:3000', ''),
      });
      expect(served.statusCode).toBe(200);

      // A new avatar replaces the old file; the organisation summary shows it.
      const second = await patchMultipart(token, {}, [
        { name: 'avatar', filename: 'me2.png', contentType: 'image/png', data: await png(300, 300) },
      ]);
      expect(second.statusCode).toBe(200);
      expect(existsSync(file)).toBe(false);
      const secondAvatar = userSchema.parse(second.json()).avatar;
      expect(existsSync(uploadedFile(secondAvatar!))).toBe(true);
      const me = await call(t, { url: '/auth/user/', token });
      expect(userSchema.parse(me.json()).organisations![0]!.avatar).toBe(secondAvatar);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.avatarUrl).toBe(secondAvatar);
    });

    it('rejects a file that is not an image, naming avatar', async () => {
      const { token } = await createTestUser(t);
      const response = await patchMultipart(token, { display_name: 'Not Changed' }, [
        {
          name: 'avatar',
          filename: 'me.png',
          contentType: 'image/png',
          data: Buffer.from('#!/bin/sh\necho this is not an image\n'),
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ avatar: ['Upload a valid image (JPEG, PNG, WebP, GIF or HEIC).'] });
      const me = await call(t, { url: '/auth/user/', token });
      expect(me.json<User>().display_name).not.toBe('Not Changed');
    });

    it('rejects an avatar over 10 MB with 413 naming avatar', async () => {
      const { token } = await createTestUser(t);
      const response = await patchMultipart(token, {}, [
        {
          name: 'avatar',
          filename: 'huge.png',
          contentType: 'image/png',
          data: Buffer.alloc(10 * 1024 * 1024 + 1024, 1),
        },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ avatar: ['The image is larger than 10 MB.'] });
    });

    it('validates multipart fields with the same rules as JSON', async () => {
      const { token } = await createTestUser(t);
      const response = await patchMultipart(token, { bio: 'y'.repeat(501), newly_registered: 'true' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['bio', 'newly_registered']);
      const otherFile = await patchMultipart(token, {}, [
        { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4') },
      ]);
      expect(otherFile.statusCode).toBe(400);
      expect(Object.keys(otherFile.json())).toEqual(['cv']);
    });

    it('answers 401 to anonymous callers', async () => {
      const response = await call(t, { method: 'PATCH', url: '/users/me/update/', body: { bio: 'hi' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /users/delete/', () => {
    it('anonymises the account: personal data erased, sessions ended, the row kept as "Deleted user"', async () => {
      const { user, token, organization } = await createTestUser(t, {
        accountType: 'CSO',
        companyName: 'Watchers Ltd',
        rcNumber: 'RC5',
        contactNo: '0803',
      });
      const login = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      const upload = multipart({ bio: 'about me', state_of_residence: 'Kano' }, [
        { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: await png(64, 64) },
      ]);
      const updated = await call(t, {
        method: 'PATCH',
        url: '/users/me/update/',
        token,
        body: upload.payload,
        headers: upload.headers,
      });
      const avatarFile = uploadedFile(updated.json<User>().avatar!);
      expect(existsSync(avatarFile)).toBe(true);
      await call(t, { url: '/users/interests/', token, body: { locations: ['Kano'] } });

      const response = await call(t, { url: '/users/delete/', token, body: { password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Your account has been deleted.' });

      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        email: `deleted-${user.id}@invalid`,
        username: `deleted-${user.id}`,
        displayName: 'Deleted user',
        firstName: '',
        lastName: '',
        bio: '',
        avatarUrl: null,
        passwordHash: null,
        googleSub: null,
        stateOfResidence: null,
        companyName: null,
        rcNumber: null,
        contactNo: null,
        interests: { locations: [], ministries: [], sdgs: [], sectors: [] },
        isActive: false,
      });
      expect(row!.deletedAt).not.toBeNull();
      expect(existsSync(avatarFile)).toBe(false);
      expect(await t.app.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
      const [org] = await t.app.db.select().from(organizations).where(eq(organizations.id, organization.id));
      expect(org).toMatchObject({
        name: 'Deleted user',
        email: null,
        rcNumber: null,
        contactNo: null,
        avatarUrl: null,
        isVisible: false,
      });
      const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((tokenRow) => tokenRow.revokedAt)).toBe(true);

      // Signed out everywhere, cannot sign in, and the address is free to sign up again.
      expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(401);
      expect(
        (
          await call(t, {
            url: '/auth/token/refresh/',
            body: { refresh: login.json<{ refresh_token: string }>().refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (await call(t, { url: '/auth/login/', body: { email: user.email, password: TEST_PASSWORD } }))
          .statusCode,
      ).toBe(400);
      const again = await call(t, {
        url: '/users/register/',
        body: { account_type: 'CITIZEN', email: user.email, password: 'Fresh-Start-2024' },
      });
      expect(again.statusCode).toBe(201);
    });

    it('needs the right password when the account has one', async () => {
      const { token } = await createTestUser(t);
      const missing = await call(t, { url: '/users/delete/', token, body: {} });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json())).toEqual(['password']);
      const wrong = await call(t, { url: '/users/delete/', token, body: { password: 'wrong-password' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ password: ['The password is incorrect.'] });
      expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(200);
    });

    it('deletes an account without a password (Google sign-in) without asking for one', async () => {
      const { token } = await createTestUser(t, { password: null, googleSub: 'g-del-1' });
      const response = await call(t, { url: '/users/delete/', token, body: {} });
      expect(response.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.googleSub, 'g-del-1'));
      expect(row).toBeUndefined();
    });

    it('refuses organisation accounts, pointing to the parent body', async () => {
      for (const accountType of ['MINISTRY', 'AGENCY', 'ADMIN', 'CONTRACTOR'] as const) {
        const { token } = await createTestUser(t, { accountType });
        const response = await call(t, { url: '/users/delete/', token, body: { password: TEST_PASSWORD } });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
          /Ask the body that created it/,
        );
        expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(200);
      }
    });

    it('answers 401 to anonymous callers', async () => {
      expect((await call(t, { url: '/users/delete/', body: { password: 'x' } })).statusCode).toBe(401);
    });
  });

  describe('interests', () => {
    it('offers states, ministries of this tenant only, SDGs and sectors, publicly', async () => {
      await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Federal Ministry of Works' });
      const other = await createTestTenant(t);
      await createTestUser(t, {
        accountType: 'MINISTRY',
        displayName: 'Lagos Ministry of Transport',
        tenantId: other.id,
      });
      const response = await call(t, { url: '/users/interest-options/' });
      expect(response.statusCode).toBe(200);
      const body = interestOptionsSchema.parse(response.json());
      expect(body.locations).toHaveLength(37);
      expect(body.locations).toContain('Lagos');
      expect(body.locations).toContain('Federal Capital Territory');
      expect(body.sdgs).toHaveLength(17);
      expect(body.sectors).toHaveLength(19);
      expect(body.ministries).toContain('Federal Ministry of Works');
      expect(body.ministries).not.toContain('Lagos Ministry of Transport');
    });

    it('saves valid interests in the options’ own spelling, without duplicates, and reads them back', async () => {
      await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Federal Ministry of Health' });
      const { token } = await createTestUser(t);
      const response = await call(t, {
        url: '/users/interests/',
        token,
        body: {
          locations: ['lagos', 'Lagos State', 'FCT'],
          ministries: ['federal ministry of health'],
          sdgs: ['No Poverty'],
          sectors: ['health'],
        },
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        locations: ['Lagos', 'Federal Capital Territory'],
        ministries: ['Federal Ministry of Health'],
        sdgs: ['No Poverty'],
        sectors: ['Health'],
      };
      expect(response.json()).toEqual(expected);
      const read = await call(t, { url: '/users/interests/', token });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(expected);
    });

    it('names the key and the value that is not an option', async () => {
      const { token } = await createTestUser(t);
      const response = await call(t, {
        url: '/users/interests/',
        token,
        body: { locations: ['Atlantis'], sdgs: ['No Poverty', 'Free Pizza'], sectors: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        locations: ['"Atlantis" is not one of the locations options.'],
        sdgs: ['"Free Pizza" is not one of the sdgs options.'],
      });
      const wrongType = await call(t, { url: '/users/interests/', token, body: { sectors: 'Health' } });
      expect(wrongType.statusCode).toBe(400);
      expect(Object.keys(wrongType.json())).toEqual(['sectors']);
    });

    it('answers 401 to anonymous callers', async () => {
      expect((await call(t, { url: '/users/interests/' })).statusCode).toBe(401);
      expect((await call(t, { url: '/users/interests/', body: { locations: [] } })).statusCode).toBe(401);
    });
  });
});
