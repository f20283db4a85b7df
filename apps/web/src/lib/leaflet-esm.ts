// What `import ... from 'leaflet'` resolves to (vite.config.ts): Leaflet's ES module build (its package "main" is the
// UMD one, so the map chunk drops what it does not use), evaluated after the flag it reads at start-up.
import './leaflet-2d';
export * from 'leaflet/dist/leaflet-src.esm.js';
