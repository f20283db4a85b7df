// The embedded database's own thread: PGlite runs here so that a slow statement blocks this thread, not the HTTP
// server's. db/embedded-worker.ts starts it, forwards node-postgres's wire-protocol messages and answers with the bytes
// PostgreSQL wrote; past a statement's deadline it terminates this thread and starts another on the same folder.
// Plain JavaScript: Node starts it as is, from src/ under tsx and tests as from dist/ in the build.
import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** PGlite creates files 0666 whatever the umask: the folder is closed (0700) and what is there made 0600. */
function makeOwnerOnly(root) {
  const stack = [root];
  while (stack.length) {
    const current = stack.pop();
    const isDirectory = statSync(current).isDirectory();
    chmodSync(current, isDirectory ? 0o700 : 0o600);
    if (isDirectory) for (const name of readdirSync(current)) stack.push(path.join(current, name));
  }
}

const { dbDir } = workerData;
const port = parentPort;

let pglite;
try {
  pglite = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm, unaccent, btree_gin, citext } });
  makeOwnerOnly(dbDir);
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

port.on('message', async (message) => {
  if (message.type === 'exec') {
    try {
      const data = await pglite.execProtocolRaw(message.bytes);
      port.postMessage({ type: 'result', id: message.id, data }, [data.buffer]);
    } catch (error) {
      port.postMessage({
        type: 'result',
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  } else if (message.type === 'ping') {
    port.postMessage({ type: 'pong', id: message.id, ready: !!pglite?.ready });
  } else if (message.type === 'close') {
    await pglite?.close().catch(() => undefined);
    port.postMessage({ type: 'closed' });
  }
});
