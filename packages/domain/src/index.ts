export * from './constants.ts';
export * from './error-page.ts';
export * from './help-request.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './runtime-config.ts';
export * from './telemetry.ts';
