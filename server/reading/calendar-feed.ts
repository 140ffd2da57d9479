import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  CALENDAR_MESSAGES,
  FEED_TOKEN_PATTERN,
  type CalendarLinkResponse,
  type CalendarLinkStopResponse,
  calendarFeedPath,
  calendarLinkRequest,
} from '../../contracts/calendar-link.contract';
import { PROFILE_TOKEN_PATTERN } from '../../contracts/functions.contract';
import type { Clock, SqlExecutor } from '../../domain/kernel';
import { buildMoonCalendar, calendarToIcs } from '../../domain/reports';
import type { ZoneRules } from '../../domain/sky';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { lruCache } from '../platform/lru-cache';
import { hashProfileToken } from '../platform/security/profile-token';
import { type FeedHolder, feedByTokenHash, feedTokenOf, hashFeedToken, insertFeed, liveFeedOf, revokeFeedsOf } from './calendar-feed-store';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { linkHolder, lockProfile } from './share-store';

/**
 * Her lunar year in her calendar (issue 28 §1, ADR 045). The reading's owner gets her feed's
 * address with the reading's link token; the feed answers its own token only, which opens
 * nothing but the feed, and a replaced or stopped token answers 404.
 */

const DAY_MS = 86_400_000;
/** The address every event links back to: her reading, opened on her own device (no token in the feed). */
export const READING_PAGE_PATH = '/free-moon-reading';

const siteOf = (siteUrl: string | undefined): string => (siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

const linkOf = (siteUrl: string, secret: string, feedId: string): CalendarLinkResponse => {
  const url = `${siteUrl}${calendarFeedPath(feedTokenOf(secret, feedId))}`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
};

const holderOf = async (tx: SqlExecutor, token: string, nowMs: number) => {
  const holder = PROFILE_TOKEN_PATTERN.test(token) ? await linkHolder(tx, hashProfileToken(token), nowMs) : null;
  if (!holder) throw functionRefusal(404, PROFILE_LINK_NOT_FOUND);
  return holder;
};

/** POST calendar-link {token, replace?}: her feed's address; replace revokes the old address first. */
export const calendarLink =
  ({ db, clock, settings }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token, replace } = parseOrRefuse(calendarLinkRequest, req.body);
    const feedId = await db.transaction(async (tx) => {
      const holder = await holderOf(tx, token, clock.now());
      if (holder.reading === null) throw functionRefusal(404, CALENDAR_MESSAGES.noReading);
      await lockProfile(tx, holder.profileId);
      if (replace === true) await revokeFeedsOf(tx, holder.profileId, clock.now());
      return (await liveFeedOf(tx, holder.profileId)) ?? (await insertFeed(tx, holder.profileId, settings.ACCESS_TOKEN_SECRET));
    });
    const answer: CalendarLinkResponse = linkOf(siteOf(settings.PUBLIC_SITE_URL), settings.ACCESS_TOKEN_SECRET, feedId);
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

/** POST calendar-link-stop {token}: her feed's address answers 404 from now on. */
export const calendarLinkStop =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(calendarLinkRequest, req.body);
    await db.transaction(async (tx) => revokeFeedsOf(tx, (await holderOf(tx, token, clock.now())).profileId, clock.now()));
    const answer: CalendarLinkStopResponse = { stopped: true };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

interface BuiltFeed {
  body: string;
  etag: string;
  /** Every event's instant: the cache lasts until the next one passes. */
  events: number[];
  dayEndMs: number;
}

/** Built feeds by feed, day and birth version: a day's fetches of one feed are built once (the rest is a lookup). */
const CACHE_LIMIT = 500;

export interface CalendarFeedOptions {
  db: SqlExecutor;
  rules: ZoneRules;
  clock: Clock;
  siteUrl: string | undefined;
}

/** The feed's body for one holder and day, or null when her profile holds no birth to build it from. */
export const buildFeedBody = (rules: ZoneRules, holder: FeedHolder, siteUrl: string, feedUrl: string, dayStartMs: number): BuiltFeed | null => {
  if (holder.birth === null) return null;
  const made = buildMoonCalendar(rules, {
    feedId: holder.feedId,
    name: holder.firstName,
    birth: { date: holder.birth.date, time: holder.birth.time, place: { label: holder.birth.label, lat: holder.birth.lat, lng: holder.birth.lng, zone: holder.birth.zone } },
    readingUrl: `${siteUrl}${READING_PAGE_PATH}`,
    fromUtcMs: dayStartMs,
  });
  if (!made.ok) return null;
  const body = calendarToIcs(made.calendar, { feedUrl, stampUtcMs: dayStartMs });
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    events: made.calendar.events.map((event) => event.utcMs),
    dayEndMs: dayStartMs + DAY_MS,
  };
};

/** GET /calendar/<feed token>.ics: the feed, text/calendar, cached by apps until its next event passes. */
export const calendarFeed = ({ db, rules, clock, siteUrl }: CalendarFeedOptions): RequestHandler => {
  const cache = lruCache<BuiltFeed>(CACHE_LIMIT);
  const site = siteOf(siteUrl);
  return async (req, res) => {
    const match = /^([A-Za-z0-9_-]+)\.ics$/.exec(String(req.params.file ?? ''));
    const feedToken = match?.[1];
    const holder = feedToken !== undefined && FEED_TOKEN_PATTERN.test(feedToken) ? await feedByTokenHash(db, hashFeedToken(feedToken)) : null;
    const nowMs = clock.now();
    const dayStartMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
    const key = holder ? `${holder.feedId}|${dayStartMs}|${holder.version}` : '';
    let built = holder ? cache.get(key) : undefined;
    if (holder && built === undefined) {
      const made = buildFeedBody(rules, holder, site, `${site}${calendarFeedPath(feedToken!)}`, dayStartMs);
      if (made) {
        cache.set(key, made);
        built = made;
      }
    }
    res.setHeader('x-robots-tag', 'noindex');
    if (!built) {
      res.status(404).type('text/plain; charset=utf-8').setHeader('cache-control', 'no-store');
      res.send(CALENDAR_MESSAGES.unknownFeed);
      return;
    }
    // Until the next event passes (or the day's end, when the window moves on), whichever is first.
    const next = built.events.find((utcMs) => utcMs > nowMs);
    const until = Math.min(next ?? built.dayEndMs, built.dayEndMs);
    const maxAge = Math.max(60, Math.ceil((until - nowMs) / 1000));
    res.setHeader('cache-control', `private, max-age=${maxAge}`);
    res.setHeader('etag', built.etag);
    res.setHeader('content-disposition', 'inline; filename="moonwise-moon-calendar.ics"');
    if (req.headers['if-none-match'] === built.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).type('text/calendar; charset=utf-8').send(built.body);
  };
};
