import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { quietClientAborts } from './logging.js';

describe('quietClientAborts', () => {
  it("logs a client's premature close at debug level and every other error as an error", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'debug', stream, hooks: { logMethod: quietClientAborts } } });
    app.log.error(new Error('premature close'));
    app.log.error(new Error('database is down'));
    app.log.info('started');
    await app.close();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [20, 'the client closed the connection before the answer was sent'],
      [50, 'database is down'],
      [30, 'started'],
    ]);
  });
});
