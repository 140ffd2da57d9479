-- Paid reports (issue 14): what an order cost, and every payment event taken in, so a
-- replayed or duplicated event changes nothing. Only server code reads payment_events.

alter table orders
  add column amount   integer check (amount is null or amount >= 0),
  add column currency text check (currency is null or currency = lower(currency));

create table payment_events (
  event_id            text primary key,
  type                text not null,
  checkout_session_id text,
  outcome             text not null,
  received_at         timestamptz not null default now()
);

-- A delivery belongs to the order it fulfils; a retry adds a row for the same order.
alter table report_deliveries
  add column order_id uuid references orders (id) on delete cascade;

create index report_deliveries_order_id_idx on report_deliveries (order_id);
create index orders_profile_id_idx on orders (profile_id);
