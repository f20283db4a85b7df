/** Settings the server may inject into index.html as `window.__OVERSIGHT_CONFIG__`; build-time env wins. */
export interface RuntimeConfig {
  sentryDsn?: string | null;
  analyticsToken?: string | null;
  analyticsApiHost?: string | null;
  adConversionTag?: string | null;
  tenant?: string;
}

declare global {
  interface Window {
    __OVERSIGHT_CONFIG__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__OVERSIGHT_CONFIG__) || {};
}
