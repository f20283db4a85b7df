export * from './zones.js';
export * from './states.js';
export * from './lgas.js';
export * from './sdgs.js';
export * from './sectors.js';
export * from './enums.js';
