import type { RequestHandler } from 'express';
import { PROFILE_TOKEN_PATTERN } from '../../contracts/functions.contract';
import { readingSchema } from '../../contracts/reading-form.contract';
import {
  type PublicShare,
  type ReadingShareResponse,
  type ReadingShareStopResponse,
  SHARE_ID_PATTERN,
  SHARE_MESSAGES,
  publicShareQuery,
  readingShareQuery,
  readingShareRequest,
} from '../../contracts/reading-share.contract';
import { birthMoonOf, readingContent, shareLine, signName } from '../../domain/reading';
import type { SqlExecutor } from '../../domain/kernel';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { hashProfileToken } from '../platform/security/profile-token';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { type StoredShare, deleteSharesOfProfile, insertShare, linkHolder, lockProfile, newShareId, shareById, shareOfProfile } from './share-store';

/**
 * A reading's public share (ADR 029). Starting and stopping it take the reading's link token, the
 * same proof of ownership the reading itself asks; the public side knows only the share's id.
 */

export const sharePath = (id: string): string => `/share/${id}`;
export const shareCardPath = (id: string): string => `/share/${id}/card.png`;

const linkOf = (share: StoredShare) => ({ id: share.id, path: sharePath(share.id), cardPath: shareCardPath(share.id), createdAt: share.createdAt });

/** The holder of a link token, or the 404 every unknown, malformed or expired link gets. */
const holderOf = async (tx: SqlExecutor, token: string, nowMs: number) => {
  const holder = PROFILE_TOKEN_PATTERN.test(token) ? await linkHolder(tx, hashProfileToken(token), nowMs) : null;
  if (!holder) throw functionRefusal(404, PROFILE_LINK_NOT_FOUND);
  return holder;
};

/** GET reading-share?token=…: whether the owner's reading is shared. */
export const readingShareGet =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(readingShareQuery, req.query);
    const share = await db.transaction(async (tx) => shareOfProfile(tx, (await holderOf(tx, token, clock.now())).profileId));
    const answer: ReadingShareResponse = { share: share ? linkOf(share) : null };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

/** POST reading-share: the owner chose to share; the current reading's Moon, and nothing else, becomes public. */
export const readingShareStart =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(readingShareRequest, req.body);
    const { share, created } = await db.transaction(async (tx) => {
      const holder = await holderOf(tx, token, clock.now());
      const reading = holder.reading === null ? null : readingSchema.safeParse(holder.reading.content);
      if (holder.reading === null || !reading?.success) throw functionRefusal(404, SHARE_MESSAGES.noReading);
      await lockProfile(tx, holder.profileId);
      const existing = await shareOfProfile(tx, holder.profileId);
      if (existing && existing.readingId === holder.reading.id) return { share: existing, created: false };
      // One share per profile: a share of an earlier reading (before new birth details) goes.
      await deleteSharesOfProfile(tx, holder.profileId);
      const moon = birthMoonOf(reading.data);
      const fresh = await insertShare(tx, {
        id: newShareId(),
        readingId: holder.reading.id,
        moonSign: reading.data.moonSign.sign,
        phase: moon.phase,
        illumination: moon.illumination,
        waxing: moon.waxing,
      });
      return { share: fresh, created: true };
    });
    const answer: ReadingShareResponse = { share: linkOf(share) };
    res.setHeader('cache-control', 'no-store');
    res.status(created ? 201 : 200).json(answer);
  };

/** POST reading-share-stop: the public page and card go at once. */
export const readingShareStop =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(readingShareRequest, req.body);
    await db.transaction(async (tx) => deleteSharesOfProfile(tx, (await holderOf(tx, token, clock.now())).profileId));
    const answer: ReadingShareStopResponse = { stopped: true };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

/** What the public page shows of a share. */
export const publicShareOf = (share: StoredShare): PublicShare => ({
  id: share.id,
  moonSign: share.moonSign,
  moonSignName: signName(share.moonSign),
  phase: share.phase,
  phaseName: readingContent.phases[share.phase].name,
  illumination: share.illumination,
  waxing: share.waxing,
  line: shareLine(share.moonSign, share.phase, readingContent),
  cardPath: shareCardPath(share.id),
});

/** A share by its public id; null for an id that is not one (no database call) or that is gone. */
export const findShare = async (db: SqlExecutor, id: string): Promise<StoredShare | null> => (SHARE_ID_PATTERN.test(id) ? shareById(db, id) : null);

/** GET share?id=…: the public side, for the share page in the browser. */
export const publicShareGet =
  ({ db }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { id } = parseOrRefuse(publicShareQuery, req.query);
    const share = await findShare(db, id);
    if (!share) throw functionRefusal(404, SHARE_MESSAGES.unknownShare);
    res.setHeader('cache-control', 'no-cache');
    res.json(publicShareOf(share));
  };
