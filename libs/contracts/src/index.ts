export * from './platform.js';
export * from './session.js';
