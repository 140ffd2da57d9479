export * from './outbox-policy';
