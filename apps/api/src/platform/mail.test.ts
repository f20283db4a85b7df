import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

describe('mail through the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('writes one .eml file to the outbox per message, even when the same message is queued twice', async () => {
    await t.app.mail.send(
      { to: 'amina@example.test', subject: 'Welcome to Oversight', text: 'Hello Amina' },
      'welcome:amina',
    );
    await t.app.mail.send(
      { to: 'amina@example.test', subject: 'Welcome to Oversight', text: 'Hello Amina' },
      'welcome:amina',
    );
    await t.runJobs();
    // A retried job (the row is queued again after completion) must not send a second copy either.
    await t.app.mail.send(
      { to: 'amina@example.test', subject: 'Welcome to Oversight', text: 'Hello Amina' },
      'welcome:amina',
    );
    await t.runJobs();
    const mails = t.outbox().filter((mail) => mail.to.includes('amina@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to Oversight');
    expect(mails[0]!.raw).toContain('Hello Amina');
    expect(await t.app.mail.wasSent('welcome:amina')).toBe(true);
  });
});
