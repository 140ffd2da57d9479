import type { RequestHandler } from 'express';
import {
  DATA_LINK_LIFETIME_HOURS,
  DATA_RIGHTS_MESSAGES,
  dataDeleteRequest,
  type DataDeleteResponse,
  dataExportQuery,
  dataRequestRequest,
  type DataRequestResponse,
} from '../../contracts/data-rights.contract';
import type { ReportFiles } from '../../domain/kernel';
import { rateLimitMessage } from '../../domain/reading';
import { collectExport } from './data-export';
import { eraseProfile } from './data-erasure';
import { dataPath, dataRequestLimit, newDataToken, profileOfDataLink, storeDataRequest } from './data-links';
import { dataRequestEmail } from '../platform/email/emails';
import { queueEmail } from '../platform/email/outbox-store';
import { absoluteLink } from '../reading/reading-links';
import { profileByEmailForUpdate } from '../reading/reading-store';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';

/**
 * POST data-request, GET data-export, POST data-delete: a visitor's copy of their data and its
 * erasure (issue 23; ADR 007 says who may do what). Knowing an email opens nothing: the link goes
 * to the address, and the answer to a request is the same for every address.
 */

/**
 * 202 with one body for every address. Known or not, the request takes the same steps (the
 * limits, a locking lookup, a token, the email rendered) and differs only in two inserts, so its
 * time does not tell a customer from a stranger.
 */
export const dataRequest = ({ db, settings, clock }: FunctionsDeps): RequestHandler => {
  const siteUrl = settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL;
  return async (req, res) => {
    const { email, kind } = parseOrRefuse(dataRequestRequest, req.body);
    const limit = await db.transaction(async (tx) => {
      const decision = await dataRequestLimit(tx, email, req.ip ?? 'unknown', clock);
      if (decision !== 'allowed') return decision;
      const profile = await profileByEmailForUpdate(tx, email);
      const { token, tokenHash } = newDataToken();
      // The email goes to the address as stored, the one proven by earlier emails.
      const message = await dataRequestEmail(siteUrl, profile?.email ?? email, kind, absoluteLink(siteUrl, dataPath(token)), DATA_LINK_LIFETIME_HOURS);
      if (profile !== null) {
        await storeDataRequest(tx, { tokenHash, profileId: profile.profileId, kind, nowMs: clock.now() });
        await queueEmail(tx, message);
      }
      return decision;
    });
    if (limit === 'connection') throw functionRefusal(429, rateLimitMessage('ip'));
    if (limit === 'address') throw functionRefusal(429, DATA_RIGHTS_MESSAGES.tooMany);
    const answer: DataRequestResponse = { message: DATA_RIGHTS_MESSAGES.requested };
    res.status(202).set('cache-control', 'no-store').json(answer);
  };
};

/** The profile's data as a JSON attachment. The link stays valid: the visitor may delete next. */
export const dataExport =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(dataExportQuery, req.query);
    const document = await db.transaction(async (tx) => {
      const profile = await profileOfDataLink(tx, token, clock.now(), false);
      return profile === null ? null : collectExport(tx, profile.profileId, clock.now());
    });
    if (document === null) throw functionRefusal(404, DATA_RIGHTS_MESSAGES.linkNotValid);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'content-disposition': `attachment; filename="moonwise-data-${day}.json"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      .json(document);
  };

/** Erases the profile the link opens, and with it the link: a second click finds nothing (404). */
export const dataDelete =
  ({ db, clock, reportFiles }: FunctionsDeps & { reportFiles: ReportFiles }): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(dataDeleteRequest, req.body);
    const erased = await db.transaction(async (tx) => {
      const profile = await profileOfDataLink(tx, token, clock.now(), true);
      if (profile === null) return false;
      await eraseProfile(tx, profile, reportFiles);
      return true;
    });
    if (!erased) throw functionRefusal(404, DATA_RIGHTS_MESSAGES.linkNotValid);
    const answer: DataDeleteResponse = { deleted: true, message: DATA_RIGHTS_MESSAGES.deleted };
    res.status(200).set('cache-control', 'no-store').json(answer);
  };
