-- Who may do what (SPEC §6, §7; issue 4 §3). The server connects as the owner of these
-- tables (trusted code: functions, migrations) and runs every /rest/v1 request inside a
-- transaction as moonwise_visitor, with the caller's claims set by set_config(…, true).

-- Roles are cluster-wide: another database on the same server may have made it already,
-- possibly at this very moment (hence the exception handler).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'moonwise_visitor') then
    begin
      create role moonwise_visitor nologin;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
end
$$;

-- SET LOCAL ROLE needs the owner to be a member of the visitor role.
do $$
begin
  if not pg_has_role(current_user, 'moonwise_visitor', 'member') then
    begin
      execute format('grant moonwise_visitor to %I', current_user);
    exception when insufficient_privilege then
      raise exception 'The database owner % cannot act as moonwise_visitor.', current_user
        using hint = format('As a superuser run: GRANT moonwise_visitor TO %I;', current_user);
    end;
  end if;
end
$$;

-- The claims of the current request; empty or malformed claims are no claim at all.
create function moonwise_claim_session_token() returns text
language sql stable
as $$ select nullif(current_setting('request.session_token', true), '') $$;

create function moonwise_claim_profile_id() returns uuid
language sql stable
as $$
  select case when claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then claim::uuid end
  from (select current_setting('request.profile_id', true) as claim) as request
$$;

-- Page views as stored (SPEC §5, domain/session normalisePageViews): distinct non-blank
-- strings of at most 255 characters, ordered by latest visit, the 25 most recent kept.
create function moonwise_normalise_page_views(pages jsonb) returns text[]
language plpgsql immutable
as $$
declare
  latest_first text[] := '{}';
  page jsonb;
  i integer;
begin
  if pages is null or jsonb_typeof(pages) <> 'array' then
    return '{}';
  end if;
  for i in reverse jsonb_array_length(pages) - 1 .. 0 loop
    exit when cardinality(latest_first) >= 25;
    page := pages -> i;
    continue when jsonb_typeof(page) <> 'string';
    continue when (page #>> '{}') ~ '^[[:space:]]*$' or char_length(page #>> '{}') > 255;
    continue when (page #>> '{}') = any (latest_first);
    latest_first := latest_first || (page #>> '{}');
  end loop;
  return array(select latest_first[n] from generate_subscripts(latest_first, 1) as n order by n desc);
end
$$;

-- The cap holds whichever way the row is written (the rpc or a PATCH through rest/v1).
create function moonwise_sessions_keep_page_views_in_bounds() returns trigger
language plpgsql
as $$
begin
  new.page_views := moonwise_normalise_page_views(to_jsonb(coalesce(new.page_views, '{}')));
  return new;
end
$$;

create trigger luna_chat_sessions_page_views_in_bounds
  before insert or update of page_views on luna_chat_sessions
  for each row execute function moonwise_sessions_keep_page_views_in_bounds();

-- Grants: exactly the operations of SPEC §7, nothing else.
do $$
begin
  execute format('grant usage on schema %I to moonwise_visitor', current_schema());
end
$$;

grant select on luna_chat_sessions to moonwise_visitor;
-- Not session_token, profile_id or started_at: linking a session to a profile is trusted code (luna-agent-link).
grant update (last_activity, ended_at, entry_page, exit_page, page_views, extracted_insights, total_messages,
              is_active, assistant_id, model_variant, stage, thread_id, chat_turns, device_info,
              helpful_count, not_helpful_count, metadata)
  on luna_chat_sessions to moonwise_visitor;
grant select, insert on luna_chat_messages to moonwise_visitor;
grant update (content, was_helpful, moon_reading_generated, reading_url, metadata) on luna_chat_messages to moonwise_visitor;
grant select on profiles to moonwise_visitor;
grant select on orders to moonwise_visitor;
grant insert on page_visits to moonwise_visitor;
grant select on report_deliveries to moonwise_visitor;

-- Row-level security, forced so that it also binds the owner; the owner's only policy says
-- that trusted server code may do everything (a superuser bypasses it in any case).
do $$
declare
  visitor_table text;
begin
  foreach visitor_table in array array['luna_chat_sessions', 'luna_chat_messages', 'profiles', 'orders', 'page_visits', 'report_deliveries'] loop
    execute format('alter table %I enable row level security', visitor_table);
    execute format('alter table %I force row level security', visitor_table);
    execute format('create policy trusted_server on %I for all to %I using (true) with check (true)', visitor_table, current_user);
  end loop;
end
$$;

-- A session is the visitor's when it carries their session token, or their profile.
create policy visitor_reads_own_sessions on luna_chat_sessions for select to moonwise_visitor
  using (session_token = moonwise_claim_session_token() or profile_id = moonwise_claim_profile_id());
create policy visitor_updates_own_sessions on luna_chat_sessions for update to moonwise_visitor
  using (session_token = moonwise_claim_session_token() or profile_id = moonwise_claim_profile_id())
  with check (session_token = moonwise_claim_session_token() or profile_id = moonwise_claim_profile_id());

-- Messages only of such sessions.
create policy visitor_reads_own_messages on luna_chat_messages for select to moonwise_visitor
  using (exists (
    select 1 from luna_chat_sessions s
    where s.id = luna_chat_messages.session_id
      and (s.session_token = moonwise_claim_session_token() or s.profile_id = moonwise_claim_profile_id())));
-- A message may name no profile, the caller's, or the one its session is linked to.
create policy visitor_writes_own_messages on luna_chat_messages for insert to moonwise_visitor
  with check (exists (
    select 1 from luna_chat_sessions s
    where s.id = luna_chat_messages.session_id
      and (s.session_token = moonwise_claim_session_token() or s.profile_id = moonwise_claim_profile_id())
      and (luna_chat_messages.profile_id is null
           or luna_chat_messages.profile_id = s.profile_id
           or luna_chat_messages.profile_id = moonwise_claim_profile_id())));
create policy visitor_updates_own_messages on luna_chat_messages for update to moonwise_visitor
  using (exists (
    select 1 from luna_chat_sessions s
    where s.id = luna_chat_messages.session_id
      and (s.session_token = moonwise_claim_session_token() or s.profile_id = moonwise_claim_profile_id())));

-- A profile only by its own claim: never listable, never found by someone else's email.
create policy visitor_reads_own_profile on profiles for select to moonwise_visitor
  using (id = moonwise_claim_profile_id());

create policy visitor_reads_own_orders on orders for select to moonwise_visitor
  using (profile_id = moonwise_claim_profile_id());

create policy visitor_reads_own_deliveries on report_deliveries for select to moonwise_visitor
  using (profile_id = moonwise_claim_profile_id());

create policy visitor_records_page_visits on page_visits for insert to moonwise_visitor
  with check (profile_id is null or profile_id = moonwise_claim_profile_id());

-- Sessions are created only through this function (rest/v1/rpc/upsert_luna_session), and only
-- for the session token the request itself carries. Unknown attribute keys are ignored.
create function upsert_luna_session(p_session_token text, p_attributes jsonb default '{}')
returns luna_chat_sessions
language plpgsql
security definer
as $$
declare
  attrs jsonb := coalesce(p_attributes, '{}');
  saved luna_chat_sessions;
begin
  if p_session_token is null or p_session_token = '' or p_session_token is distinct from moonwise_claim_session_token() then
    raise exception 'The session token does not match the session of this request.'
      using errcode = '42501', hint = 'Send the same session token in the x-luna-session header.';
  end if;
  if jsonb_typeof(attrs) <> 'object' then
    raise exception 'p_attributes must be a JSON object.' using errcode = '22023';
  end if;

  insert into luna_chat_sessions as s (
    session_token, last_activity, ended_at, entry_page, exit_page, page_views, extracted_insights,
    total_messages, is_active, assistant_id, model_variant, stage, thread_id, chat_turns, device_info,
    helpful_count, not_helpful_count, metadata)
  values (
    p_session_token,
    coalesce((attrs ->> 'last_activity')::timestamptz, now()),
    (attrs ->> 'ended_at')::timestamptz,
    left(attrs ->> 'entry_page', 255),
    attrs ->> 'exit_page',
    moonwise_normalise_page_views(attrs -> 'page_views'),
    coalesce(nullif(attrs -> 'extracted_insights', 'null'), '{}'),
    coalesce((attrs ->> 'total_messages')::integer, 0),
    coalesce((attrs ->> 'is_active')::boolean, true),
    attrs ->> 'assistant_id',
    attrs ->> 'model_variant',
    attrs ->> 'stage',
    attrs ->> 'thread_id',
    coalesce((attrs ->> 'chat_turns')::integer, 0),
    nullif(attrs -> 'device_info', 'null'),
    coalesce((attrs ->> 'helpful_count')::integer, 0),
    coalesce((attrs ->> 'not_helpful_count')::integer, 0),
    coalesce(nullif(attrs -> 'metadata', 'null'), '{}'))
  on conflict (session_token) do update set
    -- An upsert is activity: it moves last_activity unless the caller names the time.
    last_activity = excluded.last_activity,
    ended_at = case when attrs ? 'ended_at' then excluded.ended_at else s.ended_at end,
    entry_page = case when attrs ? 'entry_page' then excluded.entry_page else s.entry_page end,
    exit_page = case when attrs ? 'exit_page' then excluded.exit_page else s.exit_page end,
    page_views = case when attrs ? 'page_views' then excluded.page_views else s.page_views end,
    extracted_insights = case when attrs ? 'extracted_insights' then excluded.extracted_insights else s.extracted_insights end,
    total_messages = case when attrs ? 'total_messages' then excluded.total_messages else s.total_messages end,
    is_active = case when attrs ? 'is_active' then excluded.is_active else s.is_active end,
    assistant_id = case when attrs ? 'assistant_id' then excluded.assistant_id else s.assistant_id end,
    model_variant = case when attrs ? 'model_variant' then excluded.model_variant else s.model_variant end,
    stage = case when attrs ? 'stage' then excluded.stage else s.stage end,
    thread_id = case when attrs ? 'thread_id' then excluded.thread_id else s.thread_id end,
    chat_turns = case when attrs ? 'chat_turns' then excluded.chat_turns else s.chat_turns end,
    device_info = case when attrs ? 'device_info' then excluded.device_info else s.device_info end,
    helpful_count = case when attrs ? 'helpful_count' then excluded.helpful_count else s.helpful_count end,
    not_helpful_count = case when attrs ? 'not_helpful_count' then excluded.not_helpful_count else s.not_helpful_count end,
    metadata = case when attrs ? 'metadata' then excluded.metadata else s.metadata end
  returning * into saved;
  return saved;
end
$$;

-- A SECURITY DEFINER function resolves names only in this schema (and pg_catalog, first).
do $$
begin
  execute format('alter function upsert_luna_session(text, jsonb) set search_path = %I, pg_temp', current_schema());
  execute format('alter function moonwise_sessions_keep_page_views_in_bounds() set search_path = %I, pg_temp', current_schema());
end
$$;

revoke all on function upsert_luna_session(text, jsonb) from public;
grant execute on function upsert_luna_session(text, jsonb) to moonwise_visitor;
