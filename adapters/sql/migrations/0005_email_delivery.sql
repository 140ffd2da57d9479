-- Email that really leaves (issue 15): the outbox row is the truth. A relay claims a due row
-- (claimed_until) before sending, so two relays never send it at once; a failed attempt sets
-- the next one (next_attempt_at, with backoff); a sent row keeps its Message-ID and what the
-- provider answered. reply_to is set where a reply is useful.

alter table email_outbox
  add column reply_to        text,
  add column next_attempt_at timestamptz not null default now(),
  add column claimed_until   timestamptz,
  add column message_id      text,
  add column receipt         text;

drop index if exists email_outbox_pending_idx;
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';
