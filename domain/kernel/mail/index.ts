export * from './outbox-policy';
export { REMOVED_SECRET, withoutLinkSecrets, withoutSecrets } from './delivered-email';
