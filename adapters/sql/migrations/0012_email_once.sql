-- Emails that go once for a thing (issue 26): the receipt of a paid order. Such a row carries a
-- key naming what it is for ('receipt:<order id>'), and the unique index makes a second queueing
-- of it (a replayed or duplicated payment event, a retried job) insert nothing. Other emails
-- leave it null and are not constrained.
alter table email_outbox add column once_key text;

create unique index email_outbox_once_key_idx on email_outbox (once_key) where once_key is not null;
