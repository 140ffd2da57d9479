-- Proving an email is yours, and changes to a reading that only its owner can apply
-- (issue 12). Neither table is granted to moonwise_visitor: only server code reads them.

-- A six-digit code emailed to an address; only its salted hash is kept. A code is tried at
-- most five times and lives fifteen minutes; a new code for the same address replaces the old.
create table email_codes (
  email      text primary key check (email = lower(email)),
  code_hash  text not null,
  attempts   integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Birth details someone without the profile asked for: the owner's email holds a link that
-- applies them (or not) once. Only the sha-256 of the link token is kept.
create table reading_changes (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  profile_id uuid not null references profiles (id) on delete cascade,
  proposed   jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz
);

create index reading_changes_profile_id_idx on reading_changes (profile_id);
