import type { DataExportDocument } from '../../contracts/data-rights.contract';
import type { SqlExecutor } from '../../domain/kernel';

/**
 * Everything held about one profile, as the visitor downloads it (GDPR Articles 15 and 20):
 * readable names, no internal ids but the profile's, no hashes or secrets (link tokens and codes
 * are stored only as hashes, which would mean nothing to the reader). Emails are what the outbox
 * holds for the address, contact messages what was written from it.
 */

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const at = (column: string) => `to_char(${column} at time zone 'UTC', ${UTC})`;

export const EXPORT_ABOUT =
  'Everything Moonwise holds about you, as of exportedAt. Dates and times are in UTC. Card details were never stored by us; they stay with the payment provider.';

/**
 * Emails are given as sent, but with their link tokens taken out: a copy of one's data is often
 * passed on (to another service, a friend), and a live reading or data link must not travel with it.
 */
const LINK_TOKEN = /([?&](?:token|change|session)=)[^\s&"'<>]+/g;
export const withoutLinkTokens = (text: string): string => text.replace(LINK_TOKEN, '$1(removed)');

export const collectExport = async (tx: SqlExecutor, profileId: string, nowMs: number): Promise<DataExportDocument | null> => {
  const profile = (
    await tx.query<DataExportDocument['profile']>(
      `select id::text as id, email, full_name as "fullName", to_char(birth_date, 'YYYY-MM-DD') as "birthDate", to_char(birth_time, 'HH24:MI') as "birthTime",
              birth_city as "birthPlace", birth_lat as "birthLatitude", birth_lng as "birthLongitude", birth_timezone as "birthTimezone",
              moon_sign as "moonSign", moon_phase as "moonPhase", sun_sign as "sunSign", ${at('created_at')} as "createdAt", ${at('updated_at')} as "updatedAt"
         from profiles where id = $1`,
      [profileId],
    )
  ).rows[0];
  if (profile === undefined) return null;

  const readings = await tx.query<DataExportDocument['readings'][number]>(
    `select ${at('created_at')} as "createdAt", superseded_at is null as current, to_char(birth_date, 'YYYY-MM-DD') as "birthDate",
            to_char(birth_time, 'HH24:MI') as "birthTime", birth_place as "birthPlace", moon_sign as "moonSign", sun_sign as "sunSign",
            moon_phase as "moonPhase", content
       from readings where profile_id = $1 order by created_at, id`,
    [profileId],
  );

  const sessions = await tx.query<{ id: string; startedAt: string; lastActivity: string; entryPage: string | null; pageViews: string[] }>(
    `select id::text as id, ${at('started_at')} as "startedAt", ${at('last_activity')} as "lastActivity", entry_page as "entryPage", page_views as "pageViews"
       from luna_chat_sessions where profile_id = $1 order by started_at, id`,
    [profileId],
  );
  const messages = await tx.query<{ sessionId: string; role: string; content: string; createdAt: string }>(
    `select m.session_id::text as "sessionId", m.role, m.content, ${at('m.created_at')} as "createdAt"
       from luna_chat_messages m join luna_chat_sessions s on s.id = m.session_id
      where s.profile_id = $1 order by m.created_at, m.id`,
    [profileId],
  );

  const orders = await tx.query<DataExportDocument['orders'][number]>(
    `select report_type as "reportType", payment_status as "paymentStatus", amount, currency, ${at('created_at')} as "createdAt"
       from orders where profile_id = $1 order by created_at, id`,
    [profileId],
  );
  const deliveries = await tx.query<DataExportDocument['reportDeliveries'][number]>(
    `select report_type as "reportType", generation_status as status, error_message as "errorMessage", ${at('created_at')} as "createdAt", ${at('updated_at')} as "updatedAt"
       from report_deliveries where profile_id = $1 order by created_at, id`,
    [profileId],
  );
  const emails = await tx.query<DataExportDocument['emails'][number]>(
    `select subject, body_text as text, status, ${at('created_at')} as "createdAt", ${at('sent_at')} as "sentAt"
       from email_outbox where lower(to_address) = lower($1) order by created_at, id`,
    [profile.email],
  );
  const contactMessages = await tx.query<DataExportDocument['contactMessages'][number]>(
    `select name, message, ${at('created_at')} as "createdAt" from contact_messages where lower(email) = lower($1) order by created_at, id`,
    [profile.email],
  );
  const calendarFeeds = await tx.query<DataExportDocument['calendarFeeds'][number]>(
    `select ${at('created_at')} as "createdAt", ${at('revoked_at')} as "stoppedAt" from calendar_feeds where profile_id = $1 order by created_at, id`,
    [profileId],
  );

  return {
    about: EXPORT_ABOUT,
    exportedAt: new Date(nowMs).toISOString(),
    profile,
    readings: readings.rows,
    chatSessions: sessions.rows.map(({ id, ...session }) => ({
      ...session,
      messages: messages.rows.filter((message) => message.sessionId === id).map(({ role, content, createdAt }) => ({ role, content, createdAt })),
    })),
    orders: orders.rows,
    reportDeliveries: deliveries.rows,
    emails: emails.rows.map((email) => ({ ...email, text: withoutLinkTokens(email.text) })),
    contactMessages: contactMessages.rows,
    calendarFeeds: calendarFeeds.rows,
  };
};
