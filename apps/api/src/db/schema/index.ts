export * from './tenants.js';
export * from './accounts.js';
export * from './platform.js';
export * from './projects.js';
export * from './collaboration.js';
