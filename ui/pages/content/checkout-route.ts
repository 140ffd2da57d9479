export { CheckoutPage as Component } from './commerce-pages';
