export * from './health.contract';
export * from './chat.contract';
