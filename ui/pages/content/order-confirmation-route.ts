export { OrderConfirmationPage as Component } from './commerce-pages';
