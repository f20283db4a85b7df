/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_TENANT?: string;
}

/** Names this build (vite.config.ts `define`): the persisted query cache of another build is dropped. */
declare const __BUILD_ID__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Leaflet's ES module build (src/lib/leaflet-esm.ts) has the API of @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
