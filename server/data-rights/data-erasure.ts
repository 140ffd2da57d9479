import type { ReportFiles, SqlExecutor } from '../../domain/kernel';

/**
 * Erasing one person (GDPR Article 17): every row that holds their email or hangs off their
 * profile, and their report files. Orders stay for accounting, with amount, currency, report and
 * dates, and no longer point at anyone (orders.profile_id is set null; orders hold no email or
 * name). Run inside the transaction that spent the data link, with the profile row locked.
 *
 * Beyond the profile's own rows (readings, link tokens, changes, data requests and deliveries go
 * with it by foreign key), the email also sits in: chat sessions where it was typed (linked to the
 * profile or not: a session that mentions the address is the address's data), the outbox,
 * contact messages, email codes, rate-limit counters keyed by address, and error reports that
 * quote it. The integration test scans every text column of every table after an erasure.
 */
export const eraseProfile = async (tx: SqlExecutor, profile: { profileId: string; email: string }, files: ReportFiles): Promise<void> => {
  const email = profile.email.toLowerCase();
  /** The column holds the address (its parameter is `$<param>`), in any case. */
  const mentions = (column: string, param = 2) => `strpos(lower(${column}), $${param}) > 0`;

  const sessions = await tx.query<{ id: string; session_token: string }>(
    `select s.id::text as id, s.session_token from luna_chat_sessions s
      where s.profile_id = $1
         or ${mentions('s.extracted_insights::text')} or ${mentions('s.metadata::text')}
         or exists (select 1 from luna_chat_messages m where m.session_id = s.id and (m.profile_id = $1 or ${mentions('m.content')} or ${mentions("coalesce(m.metadata::text, '')")}))
         or exists (select 1 from conversation_states c where c.session_id = s.id and ${mentions('c.snapshot::text')})
      for update of s`,
    [profile.profileId, email],
  );
  const sessionIds = sessions.rows.map((row) => row.id);
  // Analytics name a session by its id or, from the browser, by its token.
  await tx.query('delete from analytics_events where session_id = any($1::text[])', [[...sessionIds, ...sessions.rows.map((row) => row.session_token)]]);
  // Messages and conversation states go with their session.
  await tx.query('delete from luna_chat_sessions where id = any($1::uuid[])', [sessionIds]);

  const deliveries = await tx.query<{ id: string }>('select id::text as id from report_deliveries where profile_id = $1', [profile.profileId]);
  await tx.query('delete from profiles where id = $1', [profile.profileId]);

  await tx.query(
    `delete from email_outbox where lower(to_address) = $1 or ${mentions('subject', 1)} or ${mentions('body_text', 1)} or ${mentions("coalesce(body_html, '')", 1)}`,
    [email],
  );
  await tx.query('delete from contact_messages where lower(email) = $1', [email]);
  await tx.query('delete from email_codes where email = $1', [email]);
  // Counters are keyed '<kind>:<what>:<address>'; the address is the key's whole tail.
  await tx.query(`delete from rate_limit_counters where right(key, length($1) + 1) = ':' || $1`, [email]);
  await tx.query(
    `delete from client_error_reports where ${mentions('message', 1)} or ${mentions("coalesce(stack, '')", 1)} or ${mentions("coalesce(context::text, '')", 1)}`,
    [email],
  );

  // Inside the transaction: a file that cannot be removed rolls the erasure back, the link stays
  // unspent and the visitor can try again (removing an absent file is not an error).
  for (const { id } of deliveries.rows) await files.remove(id, tx);
};
