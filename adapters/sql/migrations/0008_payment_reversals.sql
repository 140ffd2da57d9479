-- Refunds and disputes (issue 23): Stripe names the payment, not the checkout session, so an
-- order keeps the payment its session made. A refunded or disputed order's deliveries are
-- 'revoked': no download, no library entry.
alter table orders
  add column payment_intent_id text;

create index orders_payment_intent_id_idx on orders (payment_intent_id) where payment_intent_id is not null;
