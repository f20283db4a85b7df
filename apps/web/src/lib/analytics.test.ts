import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_NAME,
  analyticsEnabled,
  resetAnalyticsForTests,
  setAnalyticsUser,
  track,
  trackConversion,
  trackPageView,
} from './analytics';

const mixpanel = vi.hoisted(() => ({
  init: vi.fn(),
  track: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('mixpanel-browser/dist/mixpanel-core.cjs.js', () => ({ default: mixpanel }));

const configure = (config: Window['__OVERSIGHT_CONFIG__']) => {
  window.__OVERSIGHT_CONFIG__ = config;
};
// The lazy import and the calls after it resolve on later ticks.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Cookies.remove(COOKIE_CONSENT_NAME);
  resetAnalyticsForTests();
  for (const fn of Object.values(mixpanel)) fn.mockClear();
});
afterEach(() => {
  delete window.__OVERSIGHT_CONFIG__;
  Cookies.remove(COOKIE_CONSENT_NAME);
});

describe('analytics', () => {
  it('is off when no token is configured, even with consent', async () => {
    Cookies.set(COOKIE_CONSENT_NAME, 'accepted');
    configure({ analyticsToken: null });
    expect(analyticsEnabled()).toBe(false);
    track('Eyemark', { project: 'p1', eyemarked: true });
    trackPageView('/citizen/discover');
    await settle();
    expect(mixpanel.init).not.toHaveBeenCalled();
    expect(mixpanel.track).not.toHaveBeenCalled();
  });

  it('sends nothing before consent, or after Close, and queues nothing for later', async () => {
    configure({ analyticsToken: 'tok', analyticsApiHost: 'https://collector.example.org' });
    trackPageView('/before');
    setAnalyticsUser('user-1');
    Cookies.set(COOKIE_CONSENT_NAME, 'closed');
    track('Search submitted', { length: 4 });
    await settle();
    expect(analyticsEnabled()).toBe(false);
    expect(mixpanel.init).not.toHaveBeenCalled();

    Cookies.set(COOKIE_CONSENT_NAME, 'accepted');
    expect(analyticsEnabled()).toBe(true);
    trackPageView('/after');
    await settle();
    expect(mixpanel.init).toHaveBeenCalledTimes(1);
    expect(mixpanel.init).toHaveBeenCalledWith(
      'tok',
      expect.objectContaining({
        api_host: 'https://collector.example.org',
        autocapture: false,
        track_pageview: false,
        ip: false,
      }),
    );
    // Only the event after consent; the earlier ones were dropped, not held back.
    expect(mixpanel.track.mock.calls).toEqual([['Page viewed', { path: '/after' }]]);
    // The user signed in before consent is identified by public id once analytics starts.
    expect(mixpanel.identify).toHaveBeenCalledWith('user-1');
  });

  it('identifies on sign-in with the public id only and resets on sign-out', async () => {
    configure({ analyticsToken: 'tok' });
    Cookies.set(COOKIE_CONSENT_NAME, 'accepted');
    track('Review posted', { project: 'p1', photos: 2, sentiment: null });
    await settle();
    expect(mixpanel.init.mock.calls[0]![1]).not.toHaveProperty('api_host');
    setAnalyticsUser('user-9');
    await settle();
    expect(mixpanel.identify).toHaveBeenCalledWith('user-9');
    setAnalyticsUser(null);
    await settle();
    expect(mixpanel.reset).toHaveBeenCalledTimes(1);
    expect(mixpanel.track).toHaveBeenCalledWith('Review posted', {
      project: 'p1',
      photos: 2,
      sentiment: null,
    });
  });

  it('fires the ad conversion pixel only when configured and consented', () => {
    const images: HTMLImageElement[] = [];
    const RealImage = window.Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor(width?: number, height?: number) {
          super(width, height);
          images.push(this);
        }
      },
    );
    try {
      configure({ adConversionTag: 'https://ads.example.org/pixel?id=AW-1' });
      expect(trackConversion('signup_verify')).toBe(false);
      Cookies.set(COOKIE_CONSENT_NAME, 'closed');
      expect(trackConversion('signup_verify')).toBe(false);
      expect(images).toHaveLength(0);

      Cookies.set(COOKIE_CONSENT_NAME, 'accepted');
      expect(trackConversion('signup_verify')).toBe(true);
      expect(images).toHaveLength(1);
      expect(images[0]!.src).toBe('https://ads.example.org/pixel?id=AW-1&event=signup_verify');

      configure({});
      expect(trackConversion('signup_verify')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
