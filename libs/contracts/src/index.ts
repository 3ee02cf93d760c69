export * from './auth.js';
export * from './platform.js';
export * from './session.js';
export * from './goals.js';
export * from './habits.js';
export * from './reviews.js';
export * from './vision.js';
