import Cookies from 'js-cookie';
import type { Mixpanel } from 'mixpanel-browser';

// The library without the session recorder (which the app never turns on): 3x smaller than the package's default.
const MIXPANEL_CORE = () => import('mixpanel-browser/dist/mixpanel-core.cjs.js');
import { runtimeConfig } from './runtime-config';

/**
 * Product analytics (docs/analytics-events.md). Everything here is a no-op until the server is configured
 * (ANALYTICS_TOKEN, AD_CONVERSION_TAG) AND the visitor pressed Accept on the cookie notice. Nothing is queued before
 * that: an event that happens earlier is dropped. mixpanel-browser is imported only then, as its own chunk.
 */
export const COOKIE_CONSENT_NAME = 'oversight_cookie_consent';
export const CONSENT_ACCEPTED = 'accepted';

export type AnalyticsEvent =
  'Page viewed' | 'Sign-up step' | 'Eyemark' | 'Review posted' | 'Search submitted' | 'Form submitted';

type Props = Record<string, string | number | boolean | null>;

let client: Promise<Mixpanel | null> | null = null;
let userId: string | null = null;

export function hasConsent(): boolean {
  return typeof document !== 'undefined' && Cookies.get(COOKIE_CONSENT_NAME) === CONSENT_ACCEPTED;
}

function settings(): { token: string; apiHost?: string } | null {
  const config = runtimeConfig();
  if (!config.analyticsToken) return null;
  return { token: config.analyticsToken, apiHost: config.analyticsApiHost || undefined };
}

export function analyticsEnabled(): boolean {
  return settings() !== null && hasConsent();
}

function load(): Promise<Mixpanel | null> | null {
  const configured = settings();
  if (!configured || !hasConsent()) return null;
  client ??= MIXPANEL_CORE()
    .then(({ default: mixpanel }) => {
      mixpanel.init(configured.token, {
        ...(configured.apiHost ? { api_host: configured.apiHost } : {}),
        // Only the events listed in docs/analytics-events.md: no automatic clicks, page views or recordings.
        autocapture: false,
        track_pageview: false,
        record_sessions_percent: 0,
        // No geolocation from the visitor's address; the anonymous id lives in localStorage, not a cookie.
        ip: false,
        persistence: 'localStorage',
        batch_requests: true,
      });
      if (userId) mixpanel.identify(userId);
      return mixpanel;
    })
    .catch(() => {
      client = null;
      return null;
    });
  return client;
}

/** Sends one event, or drops it when analytics is off or the visitor has not accepted cookies. */
export function track(event: AnalyticsEvent, props: Props = {}): void {
  void load()?.then((mixpanel) => mixpanel?.track(event, props));
}

export function trackPageView(path: string): void {
  track('Page viewed', { path });
}

/** On sign-in: the user's public id only (never e-mail or name). `null` on sign-out starts a new anonymous id. */
export function setAnalyticsUser(publicId: string | null): void {
  const previous = userId;
  userId = publicId;
  if (publicId === previous) return;
  if (publicId)
    void load()?.then((mixpanel) => {
      mixpanel?.identify(publicId);
    });
  else if (client) void client.then((mixpanel) => mixpanel?.reset());
}

/** Called when the visitor accepts cookies: starts analytics at once (with the page they are on). */
export function consentGiven(path: string): void {
  trackPageView(path);
}

/**
 * The ad-conversion event (the sign-up verify step): a GET of AD_CONVERSION_TAG, as an image pixel, with
 * `event=<name>` added. Only when configured and consented; returns whether it was fired.
 */
export function trackConversion(name: string): boolean {
  const tag = runtimeConfig().adConversionTag;
  if (!tag || !hasConsent()) return false;
  let url: URL;
  try {
    url = new URL(tag, window.location.href);
  } catch {
    return false;
  }
  url.searchParams.set('event', name);
  const pixel = new Image(1, 1);
  pixel.referrerPolicy = 'no-referrer';
  pixel.src = url.toString();
  return true;
}

/** For tests: forget the loaded client and the user. */
export function resetAnalyticsForTests(): void {
  client = null;
  userId = null;
}
