/// <reference types="vite-plugin-pwa/client" />

/**
 * Registers the service worker (sw.ts) in built apps only: under the Vite dev server it would serve stale modules,
 * and Vitest never loads main.tsx.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
