import { z } from 'zod';
import { profileByTokenResponse } from '../../contracts/functions.contract';
import { reportStatusResponse, type ReportSummary } from '../../contracts/report-library.contract';
import type { DeliveryRecord, PendingReportEntry } from '../../domain/reports';
import { callFunction, FunctionCallError } from '../api/functions-client';
import { runtimeConfig } from '../api/runtime-config';

/** The columns §7 reads from report_deliveries. */
export const DELIVERY_COLUMNS = 'profile_id,report_type,generation_status,report_url,error_message,checkout_session_id';

export const deliveryRows = z.array(
  z.object({
    profile_id: z.string(),
    report_type: z.string(),
    generation_status: z.string(),
    report_url: z.string().nullable(),
    error_message: z.string().nullable(),
    checkout_session_id: z.string().nullable(),
  }),
);

export class DeliveryReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DeliveryReadError';
  }
}

/**
 * Row-level security lets a visitor read only their own profile's deliveries, and the claim
 * comes from an access token. A pending entry's link token is exchanged for one through
 * get-profile-by-token (kept for this page's life, dropped when refused), so the delivery
 * table itself is read through rest/v1 as §7 says. An entry without a link token has no
 * way to such a claim; it asks report-status with its checkout session instead.
 */
const accessTokens = new Map<string, Promise<{ profileId: string; accessToken: string }>>();

const accessFor = (token: string) => {
  let access = accessTokens.get(token);
  if (!access) {
    access = callFunction('get-profile-by-token', profileByTokenResponse, { query: { token } }).then((answer) => ({
      profileId: answer.profile.id,
      accessToken: answer.accessToken,
    }));
    // A refused link stays refused for this page (no request every 5 s); other failures are retried.
    access.catch((error: unknown) => {
      if (!(error instanceof FunctionCallError && error.status === 404)) accessTokens.delete(token);
    });
    accessTokens.set(token, access);
  }
  return access;
};

/** Forgets the access tokens (tests; a new page gets new ones anyway). */
export const forgetAccessTokens = (): void => accessTokens.clear();

const readDeliveriesOf = async (profileId: string, token: string): Promise<DeliveryRecord[]> => {
  const access = await accessFor(token);
  if (access.profileId.toLowerCase() !== profileId.toLowerCase()) {
    throw new DeliveryReadError('The link token of a pending report belongs to another profile.', 403);
  }
  const config = runtimeConfig();
  const query = new URLSearchParams({ select: DELIVERY_COLUMNS, profile_id: `eq.${profileId}` });
  const response = await fetch(`${config.restUrl}/report_deliveries?${query.toString()}`, {
    headers: { apikey: config.publicApiKey, authorization: `Bearer ${access.accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401) accessTokens.delete(token);
  if (!response.ok) throw new DeliveryReadError(`report_deliveries answered ${response.status}`, response.status);
  return deliveryRows.parse(await response.json());
};

const GENERATION_STATUS: Record<ReportSummary['status'], string> = { ready: 'completed', failed: 'failed', preparing: 'pending' };

/** report-status answers with the merged report; as a delivery row it says the same thing. */
const recordFromSummary = (entry: PendingReportEntry, report: ReportSummary): DeliveryRecord => ({
  profile_id: entry.profileId,
  report_type: report.reportType,
  generation_status: GENERATION_STATUS[report.status],
  report_url: report.reportUrl,
  error_message: report.errorMessage,
  checkout_session_id: report.sessionId,
});

const readStatusOf = async (entry: PendingReportEntry & { sessionId: string }): Promise<DeliveryRecord[]> => {
  try {
    const { report } = await callFunction('report-status', reportStatusResponse, {
      query: { profileId: entry.profileId, sessionId: entry.sessionId },
    });
    return [recordFromSummary(entry, report)];
  } catch (error) {
    // Right after payment the order may not be stored yet: not found means still pending.
    if (error instanceof FunctionCallError && error.status === 404) return [];
    throw error;
  }
};

/**
 * The delivery records of every pending entry: one rest/v1 read per profile with a link token,
 * one report-status call per entry without. Any failure rejects the whole read (§8: it is
 * logged and every entry stays pending until the next poll).
 */
export const readDeliveryRecords = async (pending: readonly PendingReportEntry[]): Promise<DeliveryRecord[]> => {
  const tokenByProfile = new Map<string, string>();
  for (const entry of pending) if (entry.token !== null && !tokenByProfile.has(entry.profileId)) tokenByProfile.set(entry.profileId, entry.token);
  const bySession = (entries: readonly PendingReportEntry[]) =>
    entries.filter((entry): entry is PendingReportEntry & { sessionId: string } => entry.sessionId !== null).map(readStatusOf);
  const ofProfile = (profileId: string) => pending.filter((entry) => entry.profileId === profileId);
  const reads = [
    ...[...tokenByProfile].map(([profileId, token]) =>
      readDeliveriesOf(profileId, token).catch(async (error: unknown) => {
        // An expired or unknown link opens no profile; the checkout session still names the report.
        if (!(error instanceof FunctionCallError && error.status === 404)) throw error;
        return (await Promise.all(bySession(ofProfile(profileId)))).flat();
      }),
    ),
    ...bySession(pending.filter((entry) => !tokenByProfile.has(entry.profileId))),
  ];
  return (await Promise.all(reads)).flat();
};
