import { runtimeConfig } from './runtime-config';

type SentryModule = typeof import('@sentry/react');

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
      // dataCollection, its successor, defaults to collecting headers and bodies: moving to it is its own change.
      Sentry.init({ dsn, environment: import.meta.env.MODE, sendDefaultPii: false });
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
