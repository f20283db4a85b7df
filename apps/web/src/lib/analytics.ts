import { runtimeConfig } from './runtime-config';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const MAX_LENGTH = 255;

export function adsConversionId(): string | undefined {
  return import.meta.env.VITE_ADS_CONVERSION_ID || runtimeConfig().adsConversionId || undefined;
}

function loadGtag(id: string): (...args: unknown[]) => void {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return window.gtag;
}

/** Reports an ad conversion (the sign-up verify step). Does nothing unless a conversion id is configured. */
export function trackConversion(name: string): boolean {
  const id = adsConversionId();
  if (!id || typeof window === 'undefined') return false;
  const gtag = loadGtag(id);
  gtag('event', 'conversion', { send_to: `${id}/${name}`.slice(0, MAX_LENGTH) });
  return true;
}
