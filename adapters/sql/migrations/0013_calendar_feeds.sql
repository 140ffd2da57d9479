-- Her lunar year in her calendar (issue 28, ADR 045): a subscription feed per profile, opened by a
-- token of its own that grants nothing but the feed. Only the sha-256 of the token is kept, as for
-- profile links; the server derives the token from the row's id and its secret, so it can show the
-- same address again without storing it. Replacing the link revokes the row and makes a new one;
-- at most one feed of a profile is live. Erasing the profile erases its feeds. Only server code
-- reads it: the visitor role gets no grant.
create table calendar_feeds (
  id          uuid primary key default gen_random_uuid(),
  profile_id  uuid not null references profiles (id) on delete cascade,
  token_hash  text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null default now(),
  revoked_at  timestamptz
);

create unique index calendar_feeds_live_idx on calendar_feeds (profile_id) where revoked_at is null;
