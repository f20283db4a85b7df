import { runtimeConfig } from './runtime-config';
import { PRIVATE_DATA_COLLECTION } from '@oversight/shared/error-reporting';

type SentryModule = typeof import('@sentry/react');

/** Sentry 10's list of header, cookie and query names that carry an address or a user (its `sendDefaultPii: false`). */

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
        dataCollection: PRIVATE_DATA_COLLECTION,
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
