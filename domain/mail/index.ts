export * from './outbox-policy';
export { REMOVED_SECRET, withoutSecrets } from './delivered-email';
