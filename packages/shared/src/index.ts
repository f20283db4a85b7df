export * from './reference/index.js';
export * from './access/permissions.js';
