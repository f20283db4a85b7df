import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * How long one SQL statement may run, by the kind of work that sends it: an HTTP request a few seconds, a long route
 * (exports, imports, file checks), a job or the CLI minutes. The work sets it around itself (`withStatementTimeout`);
 * the database handle reads it when a statement is sent: PostgreSQL cancels the statement (statement_timeout), the
 * embedded worker is stopped and started again (db/embedded-worker.ts). 0 means no limit (migrations).
 */
export const DEFAULT_REQUEST_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_LONG_STATEMENT_TIMEOUT_MS = 300_000;

const timeouts = new AsyncLocalStorage<number>();

export function withStatementTimeout<T>(timeoutMs: number, work: () => T): T {
  return timeouts.run(timeoutMs, work);
}

/** The limit of the work under way, or the fallback outside any (timers, startup). */
export function currentStatementTimeout(fallbackMs: number): number {
  return timeouts.getStore() ?? fallbackMs;
}

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout (or a cancel request). */
export const QUERY_CANCELED = '57014';
/** PostgreSQL's SQLSTATE for a session ended under it (a server restart; here also the embedded worker's). */
export const ADMIN_SHUTDOWN = '57P01';

/** The session that ran a statement was ended (the embedded worker stopped): the statement's work is lost. */
export class DatabaseSessionLostError extends Error {
  readonly code = ADMIN_SHUTDOWN;
}

/** A statement cancelled past its limit or cut off with its session (drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === QUERY_CANCELED || current.code === ADMIN_SHUTDOWN || current.code === '57P03')
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * A pg pool whose sessions carry a statement_timeout: one pool per limit in use (made when first needed), picked by
 * the limit of the work that asks. drizzle and pg-boss see one ordinary pool; a cancelled statement inside a
 * transaction fails it and drizzle rolls it back, so the connection goes back to its pool clean.
 */
export class TimedPool extends pg.Pool {
  private readonly byTimeout = new Map<number, pg.Pool>();

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly fallbackTimeoutMs: number,
  ) {
    // This pool itself only hands out the others'.
    super(config);
  }

  private pick(): pg.Pool {
    const timeoutMs = currentStatementTimeout(this.fallbackTimeoutMs);
    let pool = this.byTimeout.get(timeoutMs);
    if (!pool) {
      pool = new pg.Pool({ ...this.config, options: timeoutOption(timeoutMs) });
      // One place to listen for every pool's idle-connection errors.
      pool.on('error', (error, client) => this.emit('error', error, client));
      // Listeners of this pool's clients (the tracing of queries) hear every limit's pool.
      pool.on('connect', (client) => this.emit('connect', client));
      pool.on('acquire', (client) => this.emit('acquire', client));
      this.byTimeout.set(timeoutMs, pool);
    }
    return pool;
  }

  override connect(...args: unknown[]): never {
    return this.pick().connect(...(args as [])) as never;
  }

  override query(...args: unknown[]): never {
    return this.pick().query(...(args as [string])) as never;
  }

  /** The connections of every limit's pool (this one opens none), for the metrics. */
  get counts(): { total: number; idle: number; waiting: number } {
    const pools = [...this.byTimeout.values()];
    const sum = (count: (pool: pg.Pool) => number) => pools.reduce((total, pool) => total + count(pool), 0);
    return {
      total: sum((pool) => pool.totalCount),
      idle: sum((pool) => pool.idleCount),
      waiting: sum((pool) => pool.waitingCount),
    };
  }

  override async end(): Promise<void> {
    await Promise.all([...this.byTimeout.values()].map((pool) => pool.end()));
    await super.end();
  }
}

const timeoutOption = (timeoutMs: number) => `-c statement_timeout=${Math.max(0, Math.round(timeoutMs))}`;
