import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { DEFAULT_LONG_STATEMENT_TIMEOUT_MS, withStatementTimeout } from '../db/statement-timeout.js';

export type JobHandler<T> = (data: T, job: { id: string; name: string; retryCount: number }) => Promise<void>;
/** Runs one job (tracing wraps it in a span); the default runs it as it is. */
export type JobRunWrapper = (
  name: string,
  job: { id: string; retryCount: number },
  run: () => Promise<void>,
) => Promise<void>;

export type SendOptions = {
  singletonKey?: string;
  startAfter?: number | string | Date;
  retryLimit?: number;
  /** With singletonKey: one job per key per slot of this many seconds (pg-boss throttling). */
  singletonSeconds?: number;
  /** With singletonSeconds: when the slot's job exists, queue one for the next slot instead (debounce: none is lost). */
  singletonNextSlot?: boolean;
};

/**
 * The job queue: pg-boss in the application's own database (docs/design.md section 2).
 * Modules register handlers while the app is built; the worker starts only when ROLE is worker or all.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly schedules = new Map<string, string>();
  private readonly onWorkStart: { name: string; run: (workerStartedAt: Date) => Promise<void> }[] = [];
  /** When this process was created: a job taken before then, still "active", is no longer running here. */
  readonly processStartedAt = new Date();
  private started = false;
  /** The one start under way: callers arriving together share it instead of each running pg-boss's setup. */
  private starting: Promise<void> | null = null;
  private working = false;
  /** The one stop under way: a second caller (the shutdown and the app's onClose) waits for the same one. */
  private stopping: Promise<void> | null = null;
  /** Jobs whose handler threw in this process, by queue (the metrics' jobs_failures_total). */
  readonly failures = new Map<string, number>();
  private wrapRun: JobRunWrapper = (_name, _job, run) => run();

  constructor(
    handle: DatabaseHandle,
    /** The app's logger: also for callers that report a job they could not queue. */
    readonly log: FastifyBaseLogger,
    private readonly options: {
      pollingIntervalSeconds?: number;
      statementTimeoutMs?: number;
      stopTimeoutMs?: number;
    } = {},
  ) {
    const timeoutMs = options.statementTimeoutMs ?? DEFAULT_LONG_STATEMENT_TIMEOUT_MS;
    this.boss = new PgBoss({
      db: {
        executeSql: async (text: string, values?: unknown[]) => {
          // The queue's own statements have the jobs' limit, whichever request first started the queue.
          const result = await withStatementTimeout(timeoutMs, () =>
            handle.pool.query<Record<string, unknown>>(text, values?.length ? values : undefined),
          );
          // Multi-statement text answers an array of results (pg's types know one); pg-boss reads the last one.
          const results: unknown = result;
          return Array.isArray(results) ? (results[results.length - 1] as typeof result) : result;
        },
      },
      supervise: true,
      schedule: true,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Every job run goes through wrap (a trace span per job): set while the app is built. */
  setRunWrapper(wrap: JobRunWrapper) {
    this.wrapRun = wrap;
  }

  register<T>(name: string, handler: JobHandler<T>) {
    if (this.handlers.has(name)) throw new Error(`Job ${name} is registered twice`);
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  /** A job the worker queues on a cron (Lagos time); schedules are written when the worker starts. */
  registerSchedule(name: string, cron: string) {
    if (!this.handlers.has(name)) throw new Error(`No handler is registered for job ${name}`);
    this.schedules.set(name, cron);
  }

  /**
   * Work the worker does once when it starts, before it takes jobs (e.g. tasks a crash left half done).
   * A failure is logged and does not keep the worker from starting.
   */
  registerStartupCheck(name: string, run: (workerStartedAt: Date) => Promise<void>) {
    this.onWorkStart.push({ name, run });
  }

  /** Cancels a job whose work is known to have stopped (no retry), so the queue's expiry never runs it again. */
  async cancel(name: string, id: string) {
    await this.start();
    await this.boss.cancel(name, id);
  }

  async start() {
    if (this.started) return;
    this.starting ??= (async () => {
      await this.boss.start();
      for (const name of this.handlers.keys()) await this.boss.createQueue(name);
      this.started = true;
    })().finally(() => {
      this.starting = null;
    });
    await this.starting;
  }

  /** Starts pulling jobs in this process (ROLE=worker|all). */
  async work() {
    await this.start();
    if (this.working) return;
    this.working = true;
    for (const check of this.onWorkStart) {
      await check
        .run(this.processStartedAt)
        .catch((error: unknown) => this.log.error({ err: error, check: check.name }, 'startup check failed'));
    }
    for (const [name, cron] of this.schedules) await this.schedule(name, cron);
    for (const [name, handler] of this.handlers) {
      await this.boss.work(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await this.wrapRun(name, job, () => this.runHandler(handler, job));
            } catch (error) {
              this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
              throw error;
            }
          }
        },
      );
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    if (!this.handlers.has(name)) throw new Error(`No handler is registered for job ${name}`);
    await this.start();
    const id = await this.boss.send(name, data, {
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      ...options,
    });
    // A singleton key that is already queued answers null: that job stands for this one.
    return id ?? `duplicate:${options.singletonKey ?? name}`;
  }

  async schedule(name: string, cron: string, data: object = {}) {
    await this.start();
    await this.boss.schedule(name, cron, data, { tz: 'Africa/Lagos' });
  }

  async getJob(name: string, id: string) {
    await this.start();
    return this.boss.getJobById(name, id);
  }

  /** Runs every queued job of the given queues now, in this process (tests and the CLI use it). */
  async runPending(names: string[] = [...this.handlers.keys()]): Promise<number> {
    await this.start();
    let ran = 0;
    for (const name of names) {
      const handler = this.handlers.get(name);
      if (!handler) continue;
      for (;;) {
        const jobs = await this.boss.fetch<object>(name, { batchSize: 20, includeMetadata: true });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            await this.wrapRun(name, job, () => this.runHandler(handler, job));
            await this.boss.complete(name, job.id);
          } catch (error) {
            await this.boss.fail(name, job.id, { message: (error as Error).message });
          }
          ran += 1;
        }
      }
    }
    return ran;
  }

  /** A job's statements have the long limit (LONG_STATEMENT_TIMEOUT_MS), whatever context started the queue. */
  private runHandler(
    handler: JobHandler<unknown>,
    job: { id: string; name: string; retryCount: number; data: unknown },
  ) {
    const timeoutMs = this.options.statementTimeoutMs ?? DEFAULT_LONG_STATEMENT_TIMEOUT_MS;
    return withStatementTimeout(timeoutMs, () =>
      handler(job.data, { id: job.id, name: job.name, retryCount: job.retryCount }),
    );
  }

  /** Started and not stopping: the readiness check's "job queue" part. */
  get isRunning(): boolean {
    return this.started && !this.stopping;
  }

  /** Jobs by queue and state (queued, retry, active, failed and kept): one grouped count for the metrics. */
  async countByState(): Promise<{ queue: string; state: string; count: number }[]> {
    if (!this.started) return [];
    const result = await this.boss.getDb().executeSql(
      `SELECT name AS queue, state, count(*)::int AS count FROM pgboss.job
       WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
      [],
    );
    return result.rows as { queue: string; state: string; count: number }[];
  }

  /** Stops taking jobs and waits for the running ones to finish their current job (up to stopTimeoutMs). */
  async stop() {
    this.stopping ??= (async () => {
      await this.starting?.catch(() => undefined); // a start under way finishes first, so its queue is stopped too
      if (!this.started) return;
      await this.boss.stop({ graceful: true, wait: true, timeout: this.options.stopTimeoutMs ?? 5000 });
      this.started = false;
    })().finally(() => {
      this.stopping = null;
    });
    await this.stopping;
  }
}
