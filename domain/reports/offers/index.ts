export { REPORT_OFFERS, formatAmount, type ReportOffer } from './offers';
export { PaymentSignatureError, type ChargeReversal, type CheckoutOrder, type CheckoutStarted, type PaidSession, type PaymentEvent, type PaymentGateway } from './payment-port';
export { orderDecision, paysTheOffer, type OrderDecision, type StoredOrder } from './order-decision';
