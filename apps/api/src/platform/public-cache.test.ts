import { describe, expect, it } from 'vitest';
import {
  cachedPublicAnswer,
  forgetPublicAnswers,
  PUBLIC_ANSWER_TTL_MS,
  refreshMargin,
} from './public-cache.js';

const size = (text: string) => text.length;

describe('cachedPublicAnswer', () => {
  it('builds once per key within the TTL, and again after it', async () => {
    const db = {};
    let clock = 1_000;
    let builds = 0;
    const build = () => Promise.resolve(`answer ${(builds += 1)}`);
    const ask = () => cachedPublicAnswer(db, 'tenant-a', 'list:x', build, size, () => clock);
    expect(await ask()).toBe('answer 1');
    clock += PUBLIC_ANSWER_TTL_MS - 1;
    expect(await ask()).toBe('answer 1');
    clock += 2;
    expect(await ask()).toBe('answer 2');
    expect(builds).toBe(2);
  });

  it('rebuilds in the background near the TTL while the kept answer still serves', async () => {
    const db = {};
    let clock = 0;
    let builds = 0;
    let release!: () => void;
    let gate = Promise.resolve();
    const build = async () => {
      const built = (builds += 1);
      await gate;
      return `answer ${built}`;
    };
    const ask = () => cachedPublicAnswer(db, 't', 'k', build, size, () => clock);
    expect(await ask()).toBe('answer 1');
    gate = new Promise<void>((resolve) => (release = resolve));
    // A quick build is refreshed 1 s before its TTL, not earlier.
    clock = PUBLIC_ANSWER_TTL_MS - refreshMargin(0, PUBLIC_ANSWER_TTL_MS) - 1;
    expect(await ask()).toBe('answer 1');
    expect(builds).toBe(1);
    clock += 1;
    expect(await ask()).toBe('answer 1'); // starts the rebuild, does not wait for it
    expect(await ask()).toBe('answer 1'); // one rebuild at a time
    expect(builds).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBe('answer 2');
    expect(builds).toBe(2);
  });

  it('refreshes a slow build earlier, never before half the TTL', () => {
    expect(refreshMargin(30, 5_000)).toBe(1_000);
    expect(refreshMargin(600, 5_000)).toBe(1_800);
    expect(refreshMargin(4_000, 5_000)).toBe(2_500);
    expect(refreshMargin(2_500, 30_000)).toBe(7_500);
  });

  it('shares one build between concurrent misses and keeps no failure', async () => {
    const db = {};
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return 'shared';
    };
    const answers = Promise.all(
      Array.from({ length: 5 }, () => cachedPublicAnswer(db, 't', 'k', build, size)),
    );
    release();
    expect(await answers).toEqual(['shared', 'shared', 'shared', 'shared', 'shared']);
    expect(builds).toBe(1);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(cachedPublicAnswer(db, 't', 'broken', failing, size)).rejects.toThrow('database down');
    expect(await cachedPublicAnswer(db, 't', 'broken', () => Promise.resolve('recovered'), size)).toBe(
      'recovered',
    );
  });

  it('keeps databases and tenants apart, and forgets one tenant only', async () => {
    const db = {};
    const otherDb = {};
    await cachedPublicAnswer(db, 'tenant-a', 'k', () => Promise.resolve('a1'), size);
    await cachedPublicAnswer(db, 'tenant-b', 'k', () => Promise.resolve('b1'), size);
    expect(await cachedPublicAnswer(otherDb, 'tenant-a', 'k', () => Promise.resolve('other app'), size)).toBe(
      'other app',
    );
    forgetPublicAnswers(db, 'tenant-a');
    expect(await cachedPublicAnswer(db, 'tenant-a', 'k', () => Promise.resolve('a2'), size)).toBe('a2');
    expect(await cachedPublicAnswer(db, 'tenant-b', 'k', () => Promise.resolve('b2'), size)).toBe('b1');
  });

  it('does not keep an answer whose build started before the tenant was forgotten', async () => {
    const db = {};
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cachedPublicAnswer(db, 't', 'k', async () => (await gate, 'before the write'), size);
    forgetPublicAnswers(db, 't');
    release();
    expect(await stale).toBe('before the write');
    expect(await cachedPublicAnswer(db, 't', 'k', () => Promise.resolve('after the write'), size)).toBe(
      'after the write',
    );
  });
});
