export * from './health.contract';
