export { REPORT_OFFERS, formatAmount, type ReportOffer } from './offers';
export { PaymentSignatureError, type CheckoutOrder, type CheckoutStarted, type PaidSession, type PaymentEvent, type PaymentGateway } from './payment-port';
export { orderDecision, type OrderDecision, type StoredOrder } from './order-decision';
