export { sandboxGateway, SANDBOX_SESSION_LIFETIME_S, type SandboxGateway, type SandboxSession } from './sandbox-gateway';
export { stripeGateway, successUrl, cancelUrl, type StripeSettings } from './stripe-gateway';
export { readStripeEvent, CHECKOUT_METADATA } from './stripe-events';
