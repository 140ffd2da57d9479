export { UpgradeClickPage as Component } from './commerce-pages';
