export * from './health.contract';
export * from './chat.contract';
export * from './natal.contract';
export * from './functions.contract';
