import type { RequestClaims, SqlDatabase, SqlExecutor } from '../../domain/kernel';

/** The role every /rest/v1 request runs as (migration 0002). */
export const VISITOR_ROLE = 'moonwise_visitor';

/** The settings the row-level security policies read with current_setting(…, true). */
export const SESSION_TOKEN_SETTING = 'request.session_token';
export const PROFILE_ID_SETTING = 'request.profile_id';

/** Claims of a request that carries neither a session token nor a profile. */
export const ANONYMOUS_CLAIMS: RequestClaims = { sessionToken: null, profileId: null };

/**
 * Runs `work` as the visitor: one transaction, `SET LOCAL ROLE moonwise_visitor`, then the
 * claims with `set_config(…, true)`. Both end with the transaction, so a pooled connection
 * never carries one visitor's rights into the next request (never a session-wide SET).
 * An absent claim is the empty string, which the policies read as "no claim".
 */
export const withClaims = <T>(
  db: SqlDatabase,
  claims: RequestClaims,
  work: (tx: SqlExecutor) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.query(`set local role ${VISITOR_ROLE}`);
    await tx.query(`select set_config('${SESSION_TOKEN_SETTING}', $1, true), set_config('${PROFILE_ID_SETTING}', $2, true)`, [
      claims.sessionToken ?? '',
      claims.profileId ?? '',
    ]);
    return work(tx);
  });
