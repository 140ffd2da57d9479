-- A visitor's right to a copy of their data and to its erasure (issue 23). A data request is an
-- emailed link: only the sha-256 of its token is kept, it lives 24 hours, and the erasure it
-- allows spends it (the profile goes, and the request with it). Only server code reads it.
create table data_requests (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  profile_id uuid not null references profiles (id) on delete cascade,
  kind       text not null check (kind in ('export', 'delete')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index data_requests_profile_id_idx on data_requests (profile_id);

-- Orders outlive an erased profile, for accounting: amount, currency, report and dates stay,
-- the link to the person goes. Until now deleting a profile deleted its orders.
alter table orders alter column profile_id drop not null;
alter table orders drop constraint orders_profile_id_fkey;
alter table orders
  add constraint orders_profile_id_fkey foreign key (profile_id) references profiles (id) on delete set null;
