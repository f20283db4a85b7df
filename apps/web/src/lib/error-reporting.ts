import { runtimeConfig } from './runtime-config';

type SentryModule = typeof import('@sentry/react');

/** Sentry 10's list of header, cookie and query names that carry an address or a user (its `sendDefaultPii: false`). */
const PERSONAL_KEYS = ['forwarded', '-ip', 'remote-', 'via', '-user'];

// Sentry is loaded only when a DSN is configured, so a deployment without monitoring ships none of its code.
let sentry: Promise<SentryModule | null> = Promise.resolve(null);

export function sentryDsn(): string | undefined {
  return import.meta.env.VITE_SENTRY_DSN || runtimeConfig().sentryDsn || undefined;
}

export function initErrorReporting(): void {
  const dsn = sentryDsn();
  if (!dsn) return;
  sentry = import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        environment: import.meta.env.MODE,
        // What `sendDefaultPii: false` (deprecated) collected, spelled out: its successor collects all by default.
        dataCollection: {
          userInfo: false,
          cookies: { deny: PERSONAL_KEYS },
          httpHeaders: { deny: PERSONAL_KEYS },
          urlQueryParams: { deny: PERSONAL_KEYS },
          httpBodies: [],
          genAI: { inputs: false, outputs: false },
          databaseQueryData: false,
        },
      });
      return Sentry;
    })
    .catch((error: unknown) => {
      console.error('Error monitoring could not start', error);
      return null;
    });
}

/** Sends an error to monitoring when it is configured, otherwise to the console. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!sentryDsn()) {
    console.error(error, context ?? '');
    return;
  }
  void sentry.then((Sentry) => {
    if (Sentry) Sentry.captureException(error, context ? { extra: context } : undefined);
    else console.error(error, context ?? '');
  });
}
