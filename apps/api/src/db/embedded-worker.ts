import { Worker } from 'node:worker_threads';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import { currentStatementTimeout, DatabaseSessionLostError, QUERY_CANCELED } from './statement-timeout.js';

// Beside the running code: src/db under tsx and tests, dist/ in the build (apps/api/build.mjs copies it).
const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

export type WorkerRestart = {
  reason: 'deadline' | 'exit';
  timeoutMs: number;
  inTransaction: boolean;
  detail: string;
};

type Pending = {
  id: number;
  kind: number;
  resolve: (data: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
};

const Q = 'Q'.charCodeAt(0);
const SYNC = 'S'.charCodeAt(0);
const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const EXECUTE = 'E'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);

/**
 * PGlite in a worker thread, seen from the main thread as the PGlite instance PGlite's node-postgres adapter drives
 * (`waitReady`, `execProtocolStream`): each wire-protocol message goes to the worker and PostgreSQL's answer comes
 * back as bytes, parsed here with node-postgres's own parser. A message that has not been answered within the
 * statement timeout of the work that sent it is answered here with PostgreSQL's "statement timeout" error (57014);
 * the worker is terminated (that interrupts WebAssembly) and a new one opens the same folder, where PostgreSQL's
 * crash recovery replays the WAL: committed rows stay, the stuck statement's transaction is gone.
 */
export class EmbeddedDatabaseWorker {
  waitReady: Promise<void>;
  private worker!: Worker;
  private pending: Pending | null = null;
  private nextId = 1;
  private transactionStatus = 'I';
  /** What PostgreSQL's session would answer after a cancelled statement, while the worker restarts. */
  private readonly session = new CancelledSession();
  /** Extended-protocol messages held until their Sync. */
  private batch: Uint8Array[] = [];
  private closed = false;
  private readonly pings = new Map<number, (ready: boolean) => void>();
  /** Workers being stopped on purpose: their exit is not a loss. */
  private readonly retired = new WeakSet<Worker>();
  /** Told of each restart (the app logs it) and used to forget the dead session's prepared statements. */
  onRestart: (restart: WorkerRestart) => void = () => undefined;

  constructor(
    private readonly dbDir: string,
    private readonly fallbackTimeoutMs: number,
  ) {
    this.waitReady = this.spawn();
    this.waitReady.catch(() => undefined);
  }

  /** The running worker, or a new one when the last start failed (a restart must not fail every later request). */
  private async ready(): Promise<void> {
    const starting = this.waitReady;
    await starting.catch(() => {
      if (this.waitReady === starting && !this.closed) this.waitReady = this.spawn();
      return this.waitReady;
    });
  }

  /** Duck-typed by PGlite's node-postgres adapter: one message in, its answers out. */
  async execProtocolStream(message: Uint8Array): Promise<BackendMessage[]> {
    const timeoutMs = currentStatementTimeout(this.fallbackTimeoutMs);
    const local = this.session.answer(message);
    if (local) return parseMessages(local);
    // Parse, Bind, Describe, Execute wait for the Sync (or Flush) and go with it: one round trip a query, not five.
    // PostgreSQL answers them in order before its ReadyForQuery, which is all node-postgres waits for.
    const kind = message[0] ?? 0;
    if (kind === PARSE || kind === BIND || kind === DESCRIBE || kind === EXECUTE || kind === CLOSE) {
      this.batch.push(message);
      return [];
    }
    const batch = this.batch.length ? Buffer.concat([...this.batch, message]) : message;
    this.batch = [];
    await this.ready();
    const messages = parseMessages(await this.send(batch, timeoutMs));
    for (const parsed of messages)
      if (parsed.name === 'readyForQuery')
        this.transactionStatus = (parsed as unknown as { status: string }).status;
    return messages;
  }

  /**
   * Whether the database answers: a worker running a statement within its deadline counts (the deadline ends it), an
   * idle one is asked from its own thread.
   */
  async isHealthy(withinMs: number): Promise<boolean> {
    if (this.closed) return false;
    if (this.pending) return true;
    const ready = await Promise.race([
      this.waitReady.then(
        () => true,
        () => false,
      ),
      delay(withinMs).then(() => false),
    ]);
    if (!ready) return false;
    if (this.busy()) return true;
    const id = this.nextId++;
    const answer = new Promise<boolean>((resolve) => this.pings.set(id, resolve));
    this.worker.postMessage({ type: 'ping', id });
    const healthy = await Promise.race([answer, delay(withinMs).then(() => !!this.pending)]);
    this.pings.delete(id);
    return healthy;
  }

  /** Closes PGlite cleanly; a statement still running after the grace is cut off (the next start recovers). */
  private busy() {
    return this.pending !== null;
  }

  async close(graceMs = 2000): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.waitReady.catch(() => undefined);
    const until = Date.now() + graceMs;
    while (this.busy() && Date.now() < until) await delay(20);
    const worker = this.worker;
    this.retired.add(worker);
    if (this.pending) {
      this.answerTimedOut(this.pending);
      await worker.terminate();
      return;
    }
    const closed = new Promise<void>((resolve) =>
      worker.on('message', (message: { type: string }) => message.type === 'closed' && resolve()),
    );
    worker.postMessage({ type: 'close' });
    await Promise.race([closed, delay(graceMs)]);
    await worker.terminate();
  }

  private spawn(): Promise<void> {
    const worker = new Worker(WORKER_FILE, { workerData: { dbDir: this.dbDir } });
    this.worker = worker;
    this.transactionStatus = 'I';
    return new Promise<void>((resolve, reject) => {
      worker.on(
        'message',
        (message: {
          type: string;
          id?: number;
          data?: Uint8Array;
          error?: string;
          ready?: boolean;
          message?: string;
        }) => {
          if (message.type === 'ready') resolve();
          else if (message.type === 'failed') reject(new Error(message.message));
          else if (message.type === 'pong') this.pings.get(message.id!)?.(!!message.ready);
          else if (message.type === 'result') {
            const call = this.pending;
            if (!call || call.id !== message.id) return;
            this.settle(call);
            if (message.error !== undefined) call.reject(new Error(message.error));
            else call.resolve(message.data!);
          }
        },
      );
      worker.on('error', (error) => {
        reject(error);
        this.lost(worker, `the embedded database worker failed: ${error.message}`);
      });
      worker.on('exit', (code) => {
        reject(new Error(`The embedded database worker stopped (exit code ${code}) before it was ready.`));
        this.lost(worker, `the embedded database worker stopped (exit code ${code})`);
      });
    });
  }

  private send(message: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed.'));
    if (this.pending)
      return Promise.reject(new Error('The embedded database is already answering a message.'));
    return new Promise<Uint8Array>((resolve, reject) => {
      const call: Pending = { id: this.nextId++, kind: lastKind(message), resolve, reject, timer: undefined };
      if (timeoutMs > 0) call.timer = setTimeout(() => this.timedOut(call, timeoutMs), timeoutMs);
      this.pending = call;
      // A copy: the adapter's buffer is not ours to transfer.
      this.worker.postMessage({ type: 'exec', id: call.id, bytes: message });
    });
  }

  private settle(call: Pending) {
    clearTimeout(call.timer);
    if (this.pending === call) this.pending = null;
  }

  private timedOut(call: Pending, timeoutMs: number) {
    if (this.pending !== call || this.closed) return;
    const inTransaction = this.transactionStatus !== 'I';
    this.settle(call);
    call.resolve(this.session.cancelled(call.kind, inTransaction));
    this.restart({
      reason: 'deadline',
      timeoutMs,
      inTransaction,
      detail: `a statement ran past its ${timeoutMs} ms limit`,
    });
  }

  /** Answers as PostgreSQL does a cancelled statement; what follows is answered by `session` until it ends. */
  private answerTimedOut(call: Pending) {
    this.settle(call);
    call.resolve(this.session.cancelled(call.kind, this.transactionStatus !== 'I'));
  }

  private lost(worker: Worker, detail: string) {
    if (worker !== this.worker || this.retired.has(worker) || this.closed) return;
    const call = this.pending;
    this.restart({ reason: 'exit', timeoutMs: 0, inTransaction: this.transactionStatus !== 'I', detail });
    if (call) {
      this.settle(call);
      call.reject(new DatabaseSessionLostError(`The embedded database stopped while answering (${detail}).`));
    }
  }

  private restart(restart: WorkerRestart) {
    const old = this.worker;
    this.retired.add(old);
    // The next worker opens the folder only once the old thread is gone.
    this.waitReady = old
      .terminate()
      .catch(() => undefined)
      .then(() => this.spawn());
    this.waitReady.catch(() => undefined);
    this.transactionStatus = 'I';
    this.onRestart(restart);
  }
}

/**
 * The cancelled statement's session, answered here so nobody waits for the new worker to end it: after an error in
 * the extended protocol messages are skipped up to the Sync; a transaction the old worker had open is aborted (its
 * statements fail with 25P02) until the ROLLBACK (or COMMIT, which rolls back), as on a PostgreSQL server.
 */
class CancelledSession {
  private skipToSync = false;
  private aborted = false;
  /** A ROLLBACK or COMMIT being answered through the extended protocol. */
  private ending = false;

  cancelled(kind: number, inTransaction: boolean): Uint8Array {
    this.aborted = inTransaction;
    const error = errorResponse(QUERY_CANCELED, 'canceling statement due to statement timeout');
    if (kind === Q || kind === SYNC) return Buffer.concat([error, readyForQuery(this.status())]);
    this.skipToSync = true;
    return error;
  }

  /** The answer to a message while this session is in charge, or null for the worker to answer. */
  answer(message: Uint8Array): Uint8Array | null {
    const kind = String.fromCharCode(message[0] ?? 0);
    if (this.skipToSync) {
      if (kind !== 'S') return EMPTY;
      this.skipToSync = false;
      return readyForQuery(this.status());
    }
    if (!this.aborted) return null;
    if (this.ending) {
      if (kind === 'B') return message1('2');
      if (kind === 'D') return message1('n');
      if (kind === 'E') return commandComplete('ROLLBACK');
      if (kind !== 'S') return EMPTY;
      this.ending = false;
      this.aborted = false;
      return readyForQuery('I');
    }
    if (kind === 'S') return readyForQuery('E');
    if (kind === 'H') return EMPTY;
    const text =
      kind === 'Q' ? cString(message, 5) : kind === 'P' ? cString(message, cStringEnd(message, 5) + 1) : '';
    const ends = /^\s*(rollback|abort|commit|end)\b/i.test(text) && !/\bsavepoint\b|\bto\b/i.test(text);
    if (kind === 'Q' && ends) {
      this.aborted = false;
      return Buffer.concat([commandComplete('ROLLBACK'), readyForQuery('I')]);
    }
    if (kind === 'P' && ends) {
      this.ending = true;
      return message1('1');
    }
    const error = errorResponse(
      '25P02',
      'current transaction is aborted, commands ignored until end of transaction block',
    );
    if (kind === 'Q') return Buffer.concat([error, readyForQuery('E')]);
    this.skipToSync = true;
    return error;
  }

  private status() {
    return this.aborted ? 'E' : 'I';
  }
}

const EMPTY = new Uint8Array(0);

/** The type of the last message of a batch (each is a type byte and a length that counts itself). */
function lastKind(bytes: Uint8Array): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let kind = bytes[0] ?? 0;
  while (at + 5 <= view.length) {
    kind = view[at]!;
    at += 1 + view.readInt32BE(at + 1);
  }
  return kind;
}

function parseMessages(data: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  if (data.byteLength)
    new Parser().parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), (parsed) =>
      messages.push(parsed),
    );
  return messages;
}

const cStringEnd = (bytes: Uint8Array, from: number) => bytes.indexOf(0, from);
const cString = (bytes: Uint8Array, from: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    'utf8',
    from,
    cStringEnd(bytes, from),
  );

/** A backend message of one letter and no body (ParseComplete '1', BindComplete '2', NoData 'n'). */
function message1(letter: string): Uint8Array {
  const out = Buffer.alloc(5);
  out.write(letter, 0, 'latin1');
  out.writeInt32BE(4, 1);
  return out;
}

function commandComplete(tag: string): Uint8Array {
  const body = Buffer.from(`${tag}\0`, 'utf8');
  const out = Buffer.alloc(5 + body.length);
  out.write('C', 0, 'latin1');
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function errorResponse(code: string, message: string): Uint8Array {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message}\0\0`, 'utf8');
  const out = Buffer.alloc(5 + fields.length);
  out.write('E', 0, 'latin1');
  out.writeInt32BE(4 + fields.length, 1);
  fields.copy(out, 5);
  return out;
}

function readyForQuery(status: string): Uint8Array {
  const out = Buffer.alloc(6);
  out.write('Z', 0, 'latin1');
  out.writeInt32BE(5, 1);
  out.write(status, 5, 'latin1');
  return out;
}
