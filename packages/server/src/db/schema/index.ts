export * from './users.js';
export * from './sessions.js';
export * from './mail.js';
export * from './monitoring.js';
export * from './phone.js';
export * from './assets.js';
export * from './events.js';
export * from './venue.js';
