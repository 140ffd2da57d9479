import type { RequestHandler } from 'express';
import { type BirthDetails, overwriteRows } from '../../domain/confirmation';
import { PROFILE_TOKEN_PATTERN } from '../../domain/contracts/functions.contract';
import {
  type FreeReadingResponse,
  READING_FORM_MESSAGES,
  type ReadingByTokenResponse,
  freeReadingRequest,
  readingByTokenQuery,
  readingSchema,
} from '../../domain/contracts/reading-form.contract';
import { birthLocationOf, makeReading } from '../../domain/luna';
import { toPlaceMatch } from '../../domain/places';
import type { SqlExecutor } from '../../domain/ports/sql';
import { DEFAULT_RATE_LIMIT_CONFIG, type RateLimitConfig, type RateLimitKey, checkRateLimits, counterKey } from '../../domain/rate-limit';
import type { ZoneRules } from '../../domain/time';
import { READING_EMAIL_SUBJECT } from '../luna/chat-turn';
import { lockRateLimitCounters, readingOwnerByEmail, saveRateLimitCounters, storeReading } from '../luna/luna-store';
import type { AccessTokens } from '../security/access-token';
import { resolveClaims } from '../security/api-gate';
import { hashProfileToken, newProfileToken } from '../security/profile-token';
import { DEFAULT_SITE_URL, type FunctionsDeps } from './deps';
import { functionRefusal, parseOrRefuse } from './function-errors';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { queueEmail, recentLinkEmailExists, storeProfileToken } from './profile-store';
import { type SecurityQuestions, securityQuestions } from './reading-form-security';
import { LINK_EMAIL_INTERVAL_MS, LINK_EMAIL_SUBJECT, PROFILE_LINK_LIFETIME_MS, SAVE_PROFILE_MESSAGES } from './save-profile';

/**
 * POST free-reading: the free moon reading form. The reading is made with the same engine
 * and stored the same way as Luna's (server/luna/chat-turn.ts), inside one transaction.
 * Only the owner of an email's profile (no profile yet, or the caller's access token names
 * it) sees its details or gets its link; anyone else is told to check the inbox, and the
 * owner gets the link there. A stranger's request never changes the owner's reading.
 */
export interface FreeReadingOptions {
  /** The time-zone rules the reading engine needs (adapters/zone-rules). */
  rules: ZoneRules;
  rateLimits?: RateLimitConfig;
  questions?: SecurityQuestions;
  /** False answers every request with the 'rolling out gradually' notice (SPEC §8). */
  enabled?: boolean;
}

const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The furthest-ahead zone is UTC+14: a date is "past" once it has begun anywhere on Earth. */
const latestBirthDate = (nowMs: number): string => new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);

export const readingPath = (token: string): string => `/free-moon-reading?token=${encodeURIComponent(token)}`;

const linkEmailText = (link: string): string =>
  [
    'Someone (we hope you) asked for a moon reading with this email address, which already has a profile with us.',
    '',
    `Open your profile and moon reading here: ${link}`,
    '',
    'If this was not you, you can ignore this email: nothing has changed.',
  ].join('\n');

const readingEmailText = (link: string): string =>
  [`Your moon reading is ready.`, '', `Open it here: ${link}`, '', 'If you did not ask for it, you can ignore this email.'].join('\n');

type Outcome =
  | Exclude<FreeReadingResponse, { status: 'success' | 'kept' }>
  | { status: 'rate_limited'; error: string; limitType: RateLimitKey['type'] }
  | { status: 'kept'; profileId: string; token: string }
  | { status: 'success'; profileId: string; token: string; reading: Extract<FreeReadingResponse, { status: 'success' }>['reading']; overwritten: boolean };

export const freeReading = (deps: FunctionsDeps, tokens: AccessTokens, options: FreeReadingOptions): RequestHandler => {
  const { db, gazetteer, settings, clock } = deps;
  const questions = options.questions ?? securityQuestions({ secret: settings.ACCESS_TOKEN_SECRET, clock });
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG;
  const siteUrl = (settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, '');

  return async (req, res) => {
    if (options.enabled === false) throw functionRefusal(503, READING_FORM_MESSAGES.orchestratorDisabled, { status: 'disabled' });
    const body = parseOrRefuse(freeReadingRequest, req.body, { status: 'invalid' });
    if (!(await questions.check(body.security.id, body.security.answer))) {
      throw functionRefusal(400, READING_FORM_MESSAGES.securityQuestion, {
        status: 'security_failed',
        issues: [{ path: 'security.answer', message: READING_FORM_MESSAGES.securityQuestion }],
      });
    }
    const nowMs = clock.now();
    if (body.birth_date < EARLIEST_BIRTH_DATE || body.birth_date > latestBirthDate(nowMs)) {
      throw functionRefusal(400, SAVE_PROFILE_MESSAGES.implausibleBirthDate, {
        status: 'invalid',
        issues: [{ path: 'birth_date', message: SAVE_PROFILE_MESSAGES.implausibleBirthDate }],
      });
    }
    const place = gazetteer.resolve(body.birth_place.id);
    if (!place) {
      throw functionRefusal(400, READING_FORM_MESSAGES.preciseLocation, {
        status: 'unknown_place',
        issues: [{ path: 'birth_place.id', message: READING_FORM_MESSAGES.preciseLocation }],
      });
    }
    const email = body.email.toLowerCase();
    const details: BirthDetails = { email, birthDate: body.birth_date, birthTime: body.birth_time, birthLocation: birthLocationOf(toPlaceMatch(place)) };
    const claims = resolveClaims(req);
    const limitKeys: RateLimitKey[] = [
      { type: 'email', value: email },
      ...(claims.sessionToken ? [{ type: 'session' as const, value: claims.sessionToken }] : []),
      { type: 'ip', value: req.ip ?? 'unknown' },
    ];

    /** Counts this request against every key, or says which limit it hit. */
    const withinLimits = async (tx: SqlExecutor): Promise<Outcome | null> => {
      const keys = limitKeys.map(counterKey);
      const decision = checkRateLimits(await lockRateLimitCounters(tx, keys), limitKeys, rateLimits, clock);
      if (!decision.allowed) return { status: 'rate_limited', error: decision.message, limitType: decision.limitType };
      await saveRateLimitCounters(tx, decision.counters, keys);
      return null;
    };
    const newLink = async (tx: SqlExecutor, profileId: string): Promise<string> => {
      const token = newProfileToken();
      await storeProfileToken(tx, hashProfileToken(token), profileId, nowMs + PROFILE_LINK_LIFETIME_MS);
      return token;
    };

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const owner = await readingOwnerByEmail(tx, email);
      if (owner !== null && owner.profileId !== claims.profileId) {
        // Not the caller's profile: nothing of it is shown or changed; its owner gets the link by email.
        const limited = await withinLimits(tx);
        if (limited) return limited;
        if (!(await recentLinkEmailExists(tx, email, LINK_EMAIL_SUBJECT, nowMs - LINK_EMAIL_INTERVAL_MS))) {
          const token = await newLink(tx, owner.profileId);
          await queueEmail(tx, { to: email, subject: LINK_EMAIL_SUBJECT, text: linkEmailText(`${siteUrl}${readingPath(token)}`) });
        }
        return { status: 'pending', message: READING_FORM_MESSAGES.pending };
      }
      const rows = owner?.reading ? overwriteRows(owner.reading, details) : [];
      if (owner !== null && body.overwrite === 'keep') return { status: 'kept', profileId: owner.profileId, token: await newLink(tx, owner.profileId) };
      if (rows.length > 0 && body.overwrite !== 'replace') return { status: 'needs_overwrite', rows };

      const limited = await withinLimits(tx);
      if (limited) return limited;
      const made = makeReading(options.rules, { firstName: body.firstName, goal: null, persona: null, details, nowMs });
      if (!made.ok) throw new Error(`free-reading: the reading could not be made: ${made.error}`);
      const { birthDate, birthLocation } = details;
      if (birthDate === null || birthLocation === null) throw new Error('free-reading: the birth details vanished');
      const { profileId } = await storeReading(tx, {
        email,
        fullName: body.firstName,
        birthDate,
        birthTime: details.birthTime,
        birthLocation,
        moonSign: made.chart.sky.moon.sign,
        sunSign: made.chart.sky.sun.sign,
        moonPhase: made.chart.sky.phase.name,
        content: made.reading,
      });
      // The gazetteer id too, so save-profile and this form agree on where the visitor was born.
      await tx.query('update profiles set birth_place_id = $2 where id = $1', [profileId, String(place.id)]);
      const token = await newLink(tx, profileId);
      await queueEmail(tx, { to: email, subject: READING_EMAIL_SUBJECT, text: readingEmailText(`${siteUrl}${readingPath(token)}`) });
      return { status: 'success', profileId, token, reading: made.reading, overwritten: rows.length > 0 };
    });

    res.setHeader('cache-control', 'no-store');
    switch (outcome.status) {
      case 'rate_limited':
        throw functionRefusal(429, outcome.error, { status: 'rate_limited', limitType: outcome.limitType });
      case 'success': {
        const answer: FreeReadingResponse = {
          status: 'success',
          message: READING_FORM_MESSAGES.success,
          reading: outcome.reading,
          overwritten: outcome.overwritten,
          link: readingPath(outcome.token),
          accessToken: await tokens.issue(outcome.profileId),
        };
        res.status(200).json(answer);
        return;
      }
      case 'kept': {
        const answer: FreeReadingResponse = {
          status: 'kept',
          message: READING_FORM_MESSAGES.kept,
          link: readingPath(outcome.token),
          accessToken: await tokens.issue(outcome.profileId),
        };
        res.status(200).json(answer);
        return;
      }
      case 'pending':
        res.status(202).json(outcome);
        return;
      case 'needs_overwrite':
        res.status(200).json(outcome);
        return;
    }
  };
};

type ReadingRow = {
  id: string;
  full_name: string | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_city: string | null;
  content: unknown;
  created_at: string | null;
};

/** GET reading-by-token?token=…: the viewing mode; unknown, malformed and expired links read the same. */
export const readingByToken =
  ({ db, clock }: FunctionsDeps, tokens: AccessTokens): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(readingByTokenQuery, req.query);
    if (!PROFILE_TOKEN_PATTERN.test(token)) throw functionRefusal(404, PROFILE_LINK_NOT_FOUND);
    const { rows } = await db.query<ReadingRow>(
      `select p.id, p.full_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, to_char(p.birth_time, 'HH24:MI') as birth_time,
              p.birth_city, r.content, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
         from profile_tokens t
         join profiles p on p.id = t.profile_id
         left join readings r on r.profile_id = p.id and r.superseded_at is null
        where t.token_hash = $1 and t.expires_at > $2`,
      [hashProfileToken(token), new Date(clock.now()).toISOString()],
    );
    const row = rows[0];
    if (!row) throw functionRefusal(404, PROFILE_LINK_NOT_FOUND);
    const reading = row.content === null ? null : readingSchema.safeParse(row.content);
    const answer: ReadingByTokenResponse = {
      firstName: (row.full_name ?? '').trim().split(/\s+/)[0] || null,
      birth: { date: row.birth_date, time: row.birth_time, place: row.birth_city },
      reading: reading?.success ? reading.data : null,
      createdAt: reading?.success ? row.created_at : null,
      accessToken: await tokens.issue(row.id),
    };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
