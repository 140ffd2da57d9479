import type { RequestHandler } from 'express';
import { PROFILE_TOKEN_PATTERN } from '../../contracts/functions.contract';
import {
  type FreeReadingResponse,
  READING_FORM_MESSAGES,
  type ReadingByTokenResponse,
  freeReadingRequest,
  MIN_FORM_FILL_MS,
  readingByTokenQuery,
  readingSchema,
} from '../../contracts/reading-form.contract';
import { birthLocationOf } from '../../domain/conversation';
import { toPlaceMatch } from '../../domain/places';
import { DEFAULT_RATE_LIMIT_CONFIG, RATE_LIMIT_MESSAGES, type RateLimitConfig } from '../../domain/reading';
import type { ZoneRules } from '../../domain/sky';
import { recordAnalytics } from '../platform/analytics-store';
import { readingWorkflow, type ReadingOutcome } from './reading-workflow';
import type { AccessTokens } from '../platform/security/access-token';
import { resolveClaims } from '../platform/security/api-gate';
import { hashProfileToken } from '../platform/security/profile-token';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { PROFILE_LINK_NOT_FOUND } from './profile-by-token';
import { type SecurityQuestions, securityQuestions } from './reading-form-security';
import { SAVE_PROFILE_MESSAGES } from './save-profile';

/**
 * POST free-reading: the free moon reading form, on the one reading workflow
 * (server/reading/reading-workflow.ts) that Luna's chat uses too. Only the owner of an email's
 * profile (no profile yet, or the caller's access token names it) sees its details or gets its
 * link; anyone else is told to check the inbox, and the owner is emailed.
 */
export interface FreeReadingOptions {
  /** The time-zone rules the reading engine needs (adapters/zone-rules). */
  rules: ZoneRules;
  rateLimits?: RateLimitConfig;
  questions?: SecurityQuestions;
  /** False answers every request with the 'rolling out gradually' notice (§8). */
  enabled?: boolean;
}

const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The furthest-ahead zone is UTC+14: a date is "past" once it has begun anywhere on Earth. */
const latestBirthDate = (nowMs: number): string => new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);

/** The form's answer for a workflow outcome: what the owner may see, and nothing for anyone else. */
export const formAnswer = async (outcome: ReadingOutcome, tokens: AccessTokens): Promise<{ status: number; body: FreeReadingResponse }> => {
  switch (outcome.kind) {
    case 'rate_limited':
      throw functionRefusal(429, RATE_LIMIT_MESSAGES[outcome.limitType], { status: 'rate_limited', limitType: outcome.limitType });
    case 'made':
      return {
        status: 200,
        body: {
          status: 'success',
          message: READING_FORM_MESSAGES.success,
          reading: outcome.reading,
          overwritten: outcome.overwritten,
          link: outcome.link,
          accessToken: await tokens.issue(outcome.profileId),
        },
      };
    case 'kept':
      return { status: 200, body: { status: 'kept', message: READING_FORM_MESSAGES.kept, link: outcome.link, accessToken: await tokens.issue(outcome.profileId) } };
    case 'ask':
      return { status: 200, body: { status: 'needs_overwrite', rows: outcome.rows } };
    case 'pending':
      return { status: 202, body: { status: 'pending', message: READING_FORM_MESSAGES.pending } };
  }
};

/** A filled honeypot, or a form sent faster than a person fills it in. A request without the fields (an API client) is not judged by them. */
export const looksAutomated = ({ website, formMs }: { website?: string | undefined; formMs?: number | undefined }): boolean =>
  (website !== undefined && website.trim() !== '') || (formMs !== undefined && formMs < MIN_FORM_FILL_MS);

export const freeReading = (deps: FunctionsDeps, tokens: AccessTokens, options: FreeReadingOptions): RequestHandler => {
  const { db, gazetteer, settings, clock } = deps;
  const questions = options.questions ?? securityQuestions({ secret: settings.ACCESS_TOKEN_SECRET, clock });
  const workflow = readingWorkflow({
    rules: options.rules,
    clock,
    siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL,
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG,
  });

  return async (req, res) => {
    if (options.enabled === false) throw functionRefusal(503, READING_FORM_MESSAGES.orchestratorDisabled, { status: 'disabled' });
    const body = parseOrRefuse(freeReadingRequest, req.body, { status: 'invalid' });
    // The bot defences (ADR 028): refused before anything is checked or stored, in words that name neither.
    if (looksAutomated(body)) throw functionRefusal(400, READING_FORM_MESSAGES.notAccepted, { status: 'invalid' });
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
    const claims = resolveClaims(req);
    const outcome = await db.transaction(async (tx) => {
      const result = await workflow.request(tx, {
        caller: { profileId: claims.profileId, verifiedEmail: null },
        limits: { sessionToken: claims.sessionToken, ip: req.ip ?? 'unknown' },
        details: { email: body.email, birthDate: body.birth_date, birthTime: body.birth_time, birthLocation: birthLocationOf(toPlaceMatch(place)) },
        placeId: String(place.id),
        person: { firstName: body.firstName, goal: null, persona: null },
        choice: body.overwrite ?? null,
        origin: 'form',
      });
      await recordAnalytics(tx, null, result.events.map((event) => ({ ...event, properties: { channel: 'form', ...event.properties } })));
      return result.outcome;
    });
    res.setHeader('cache-control', 'no-store');
    const answer = await formAnswer(outcome, tokens);
    res.status(answer.status).json(answer.body);
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
