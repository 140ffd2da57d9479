import type { RequestHandler } from 'express';
import { CLIENT_ERROR_LIMITS, type ReportErrorResponse, reportErrorRequest } from '../../contracts/functions.contract';
import type { FunctionsDeps } from '../api/deps';
import { rateLimitMessage } from '../../domain/reading';
import { connectionAllowed } from '../platform/connection-limit';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { storeClientError } from '../reading/profile-store';
import { withoutLinkSecrets } from '../../domain/kernel';

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A context too large to keep whole keeps its keys, so the report still says what was there. */
const boundedContext = (context: Record<string, unknown> | null | undefined): Record<string, unknown> | null => {
  if (context === null || context === undefined) return null;
  const serialised = JSON.stringify(context);
  if (serialised.length <= CLIENT_ERROR_LIMITS.context) return context;
  return { truncated: true, keys: Object.keys(context).slice(0, 50).map((key) => cut(key, 100)) };
};

/** POST report-error: the browser's error, stored with every part cut to its limit; 202 (429 past the connection's hourly share). */
export const reportError =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(reportErrorRequest, req.body);
    if (!(await db.transaction((tx) => connectionAllowed(tx, 'report-error', req.ip ?? 'unknown', clock)))) throw functionRefusal(429, rateLimitMessage('ip'));
    await db.transaction((tx) =>
      // A page's address in an error may carry its link's token: stored without it (issue 23).
      storeClientError(tx, {
        source: withoutLinkSecrets(cut(body.source, CLIENT_ERROR_LIMITS.source)),
        message: withoutLinkSecrets(cut(body.message, CLIENT_ERROR_LIMITS.message)),
        stack: body.stack ? withoutLinkSecrets(cut(body.stack, CLIENT_ERROR_LIMITS.stack)) : null,
        context: JSON.parse(withoutLinkSecrets(JSON.stringify(boundedContext(body.context)))) as ReturnType<typeof boundedContext>,
      }),
    );
    const answer: ReportErrorResponse = { received: true };
    res.status(202).json(answer);
  };
