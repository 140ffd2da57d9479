/**
 * The wire contracts: zod schemas for every request and answer, shared by the server, the UI's
 * client and the tests; function-table.ts is the one table of functions behind the router and the
 * OpenAPI document. They import the domain's types, never the reverse.
 */
export * from './health.contract';
export * from './chat.contract';
export * from './natal.contract';
export * from './functions.contract';
