export * from './rest-error';
export * from './rest-whitelist';
export * from './query-syntax';
export * from './request-headers';
export * from './request-body';
export * from './rest-plan';
export * from './sql-builder';
export * from './rest-response';
