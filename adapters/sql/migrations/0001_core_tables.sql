-- The spec's entities (SPEC §3) and the tables the design adds (issue 4 §1).
-- Forward-only: never edit this file once applied; add a new migration instead.

create table luna_chat_sessions (
  id                 uuid primary key default gen_random_uuid(),
  session_token      text not null unique,
  profile_id         uuid,
  started_at         timestamptz not null default now(),
  last_activity      timestamptz not null default now(),
  ended_at           timestamptz,
  entry_page         varchar(255),
  exit_page          text,
  page_views         text[] not null default '{}',
  extracted_insights jsonb not null default '{}',
  total_messages     integer not null default 0,
  is_active          boolean not null default true,
  assistant_id       text,
  model_variant      text,
  stage              text,
  thread_id          text,
  chat_turns         integer not null default 0,
  device_info        jsonb,
  helpful_count      integer not null default 0,
  not_helpful_count  integer not null default 0,
  metadata           jsonb not null default '{}'
);

create table luna_chat_messages (
  id                     uuid primary key default gen_random_uuid(),
  session_id             uuid not null references luna_chat_sessions (id) on delete cascade,
  profile_id             uuid,
  role                   text not null check (role in ('user', 'assistant')),
  content                text not null,
  created_at             timestamptz not null default now(),
  was_helpful            boolean,
  moon_reading_generated boolean default false,
  reading_url            text,
  metadata               jsonb
);

create table profiles (
  id             uuid primary key default gen_random_uuid(),
  email          text not null,
  full_name      text,
  birth_date     date,
  birth_time     time,
  birth_city     text,
  moon_sign      text,
  moon_phase     text,
  sun_sign       text,
  birth_lat      double precision,
  birth_lng      double precision,
  birth_timezone text,
  birth_place_id text,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);

alter table luna_chat_sessions
  add constraint luna_chat_sessions_profile_id_fkey foreign key (profile_id) references profiles (id) on delete set null;
alter table luna_chat_messages
  add constraint luna_chat_messages_profile_id_fkey foreign key (profile_id) references profiles (id) on delete set null;

create table orders (
  id                  uuid primary key default gen_random_uuid(),
  profile_id          uuid not null references profiles (id) on delete cascade,
  report_type         text not null,
  payment_status      text not null default 'pending',
  checkout_session_id text unique,
  created_at          timestamptz not null default now()
);

create table page_visits (
  id         uuid primary key default gen_random_uuid(),
  profile_id uuid references profiles (id) on delete set null,
  page_url   text not null,
  user_agent text,
  created_at timestamptz not null default now()
);

create table report_deliveries (
  id                  uuid primary key default gen_random_uuid(),
  profile_id          uuid not null references profiles (id) on delete cascade,
  report_type         text not null,
  generation_status   text not null default 'pending',
  report_url          text,
  error_message       text,
  checkout_session_id text,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);

-- Profile links: only the sha-256 of the token is kept, so a leaked table opens no profile.
create table profile_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  profile_id uuid not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Every reading ever made: an overwrite supersedes the current one instead of losing it.
create table readings (
  id            uuid primary key default gen_random_uuid(),
  profile_id    uuid not null references profiles (id) on delete cascade,
  created_at    timestamptz not null default now(),
  birth_date    date not null,
  birth_time    time,
  birth_place   jsonb,
  moon_sign     text,
  sun_sign      text,
  moon_phase    text,
  content       jsonb not null default '{}',
  superseded_at timestamptz
);

create table rate_limit_counters (
  key        text primary key,
  hits       jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

-- session_id is text: the browser also reports events from a local (offline) session.
create table analytics_events (
  id         uuid primary key default gen_random_uuid(),
  session_id text,
  name       text not null,
  properties jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create table email_outbox (
  id         uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject    text not null,
  body_text  text not null,
  body_html  text,
  status     text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts   integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at    timestamptz
);

create table client_error_reports (
  id         uuid primary key default gen_random_uuid(),
  source     text,
  message    text not null,
  stack      text,
  context    jsonb,
  created_at timestamptz not null default now()
);

create table conversation_states (
  session_id uuid primary key references luna_chat_sessions (id) on delete cascade,
  snapshot   jsonb not null,
  updated_at timestamptz not null default now()
);

create table contact_messages (
  id         uuid primary key default gen_random_uuid(),
  name       text not null,
  email      text not null,
  message    text not null,
  created_at timestamptz not null default now()
);

-- One index per lookup the spec and the design name.
create index luna_chat_sessions_profile_id_idx on luna_chat_sessions (profile_id);
create index luna_chat_messages_session_created_idx on luna_chat_messages (session_id, created_at);
create unique index profiles_lower_email_key on profiles (lower(email));
create index orders_profile_status_idx on orders (profile_id, payment_status);
create index page_visits_profile_id_idx on page_visits (profile_id);
create index report_deliveries_profile_id_idx on report_deliveries (profile_id);
create index report_deliveries_checkout_session_idx on report_deliveries (checkout_session_id);
create index profile_tokens_profile_id_idx on profile_tokens (profile_id);
create index readings_profile_id_idx on readings (profile_id, created_at);
-- At most one current reading per profile; superseded ones stay as history.
create unique index readings_one_current_per_profile on readings (profile_id) where superseded_at is null;
create index analytics_events_session_id_idx on analytics_events (session_id);
create index email_outbox_pending_idx on email_outbox (created_at) where status = 'pending';
