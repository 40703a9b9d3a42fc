export * from './users.js';
export * from './sessions.js';
export * from './mail.js';
export * from './monitoring.js';
