-- What a visitor may write through /rest/v1 (issue 23). Everything the server reads back as
-- its own (Luna's messages, reading links, the conversation's stage, its turn and message
-- counters, what the chat gathered) is written by trusted code only; a visitor writes their
-- own words, a rating, and the browsing facts of their own session. Refusals are the
-- database's own 42501 (a column privilege, or a row-level security check), which the table
-- API passes on in PostgREST's shape.

-- Sessions: the browsing facts only. Not stage, chat_turns, total_messages, helpful_count,
-- not_helpful_count or extracted_insights (the chat's own record of the conversation).
-- A table-level revoke also revokes every column grant.
revoke update on luna_chat_sessions from moonwise_visitor;
grant update (last_activity, ended_at, entry_page, exit_page, page_views, is_active, assistant_id, model_variant,
              thread_id, device_info, metadata)
  on luna_chat_sessions to moonwise_visitor;

-- Messages: a visitor says their own words (role 'user', at most SPEC §9's 2000 characters)
-- and rates any message of theirs; created_at, reading_url and moon_reading_generated are
-- the server's, so history order and reading links cannot be forged.
revoke insert, update on luna_chat_messages from moonwise_visitor;
grant insert (id, session_id, profile_id, role, content, was_helpful, metadata) on luna_chat_messages to moonwise_visitor;
grant update (was_helpful) on luna_chat_messages to moonwise_visitor;

drop policy visitor_writes_own_messages on luna_chat_messages;
create policy visitor_writes_own_messages on luna_chat_messages for insert to moonwise_visitor
  with check (
    luna_chat_messages.role = 'user'
    and coalesce(char_length(luna_chat_messages.content), 0) <= 2000
    and exists (
      select 1 from luna_chat_sessions s
      where s.id = luna_chat_messages.session_id
        and (s.session_token = moonwise_claim_session_token() or s.profile_id = moonwise_claim_profile_id())
        and (luna_chat_messages.profile_id is null
             or luna_chat_messages.profile_id = s.profile_id
             or luna_chat_messages.profile_id = moonwise_claim_profile_id())));

-- Page visits: the three columns the site sends, each as long as the site ever sends it.
-- (A missing value passes here, so NOT NULL answers for it with its own 23502.)
revoke insert on page_visits from moonwise_visitor;
grant insert (profile_id, page_url, user_agent) on page_visits to moonwise_visitor;
drop policy visitor_records_page_visits on page_visits;
create policy visitor_records_page_visits on page_visits for insert to moonwise_visitor
  with check (
    (profile_id is null or profile_id = moonwise_claim_profile_id())
    and coalesce(char_length(page_url), 0) <= 2000
    and coalesce(char_length(user_agent), 0) <= 500);

-- The session function runs as the owner, so it keeps the same rule itself: a server-owned
-- attribute is refused (42501), as a PATCH of that column is.
create or replace function upsert_luna_session(p_session_token text, p_attributes jsonb default '{}')
returns luna_chat_sessions
language plpgsql
security definer
as $$
declare
  attrs jsonb := coalesce(p_attributes, '{}');
  server_owned text[] := array['stage', 'chat_turns', 'total_messages', 'helpful_count', 'not_helpful_count', 'extracted_insights'];
  saved luna_chat_sessions;
begin
  if p_session_token is null or p_session_token = '' or p_session_token is distinct from moonwise_claim_session_token() then
    raise exception 'The session token does not match the session of this request.'
      using errcode = '42501', hint = 'Send the same session token in the x-luna-session header.';
  end if;
  if jsonb_typeof(attrs) <> 'object' then
    raise exception 'p_attributes must be a JSON object.' using errcode = '22023';
  end if;
  if attrs ?| server_owned then
    raise exception 'permission denied for table luna_chat_sessions'
      using errcode = '42501',
            detail = format('%s are written by the server only', array_to_string(server_owned, ', ')),
            hint = 'Leave them out of p_attributes';
  end if;

  insert into luna_chat_sessions as s (
    session_token, last_activity, ended_at, entry_page, exit_page, page_views, is_active, assistant_id,
    model_variant, thread_id, device_info, metadata)
  values (
    p_session_token,
    coalesce((attrs ->> 'last_activity')::timestamptz, now()),
    (attrs ->> 'ended_at')::timestamptz,
    left(attrs ->> 'entry_page', 255),
    attrs ->> 'exit_page',
    moonwise_normalise_page_views(attrs -> 'page_views'),
    coalesce((attrs ->> 'is_active')::boolean, true),
    attrs ->> 'assistant_id',
    attrs ->> 'model_variant',
    attrs ->> 'thread_id',
    nullif(attrs -> 'device_info', 'null'),
    coalesce(nullif(attrs -> 'metadata', 'null'), '{}'))
  on conflict (session_token) do update set
    -- An upsert is activity: it moves last_activity unless the caller names the time.
    last_activity = excluded.last_activity,
    ended_at = case when attrs ? 'ended_at' then excluded.ended_at else s.ended_at end,
    entry_page = case when attrs ? 'entry_page' then excluded.entry_page else s.entry_page end,
    exit_page = case when attrs ? 'exit_page' then excluded.exit_page else s.exit_page end,
    page_views = case when attrs ? 'page_views' then excluded.page_views else s.page_views end,
    is_active = case when attrs ? 'is_active' then excluded.is_active else s.is_active end,
    assistant_id = case when attrs ? 'assistant_id' then excluded.assistant_id else s.assistant_id end,
    model_variant = case when attrs ? 'model_variant' then excluded.model_variant else s.model_variant end,
    thread_id = case when attrs ? 'thread_id' then excluded.thread_id else s.thread_id end,
    device_info = case when attrs ? 'device_info' then excluded.device_info else s.device_info end,
    metadata = case when attrs ? 'metadata' then excluded.metadata else s.metadata end
  returning * into saved;
  return saved;
end
$$;

do $$
begin
  execute format('alter function upsert_luna_session(text, jsonb) set search_path = %I, pg_temp', current_schema());
end
$$;
