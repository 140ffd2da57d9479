import type { RequestHandler } from 'express';
import { type SaveProfileResponse, saveProfileRequest } from '../../contracts/functions.contract';
import { placeLabel } from '../../domain/places';
import type { AccessTokens } from '../platform/security/access-token';
import { resolveClaims } from '../platform/security/api-gate';
import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';
import { PROFILE_LINK_EMAIL_SUBJECT, profileLinkEmail } from '../platform/email/emails';
import { queueEmail } from '../platform/email/outbox-store';
import { absoluteLink, PROFILE_LINK_LIFETIME_MS, readingPath } from './reading-links';
import type { FunctionsDeps } from '../api/deps';
import { DEFAULT_SITE_URL } from '../api/deps';
import { rateLimitMessage } from '../../domain/reading';
import { connectionAllowed, emailSendShare, takeHourlyShares } from '../platform/connection-limit';
import { functionRefusal, parseOrRefuse, tooManyRequests } from '../platform/function-errors';
import {
  type ProfileFields,
  insertProfileIfNew,
  profileIdByEmail,
  recentLinkEmailExists,
  storeProfileToken,
  updateProfile,
} from './profile-store';

export { PROFILE_LINK_LIFETIME_MS };
/** One link email per address per hour, however often its profile is asked for. */
export const LINK_EMAIL_INTERVAL_MS = 60 * 60 * 1000;
export const LINK_EMAIL_SUBJECT = PROFILE_LINK_EMAIL_SUBJECT;

export const SAVE_PROFILE_MESSAGES = {
  saved: 'Your profile is saved.',
  linkEmailed: 'This email already has a profile. We have emailed it a link: please open it to continue.',
  unknownPlace: 'Please provide a precise birth location and select it from the list so we can lock in your coordinates.',
  implausibleBirthDate: 'birth_date must be a real birth date: not in the future, and not before 1900.',
} as const;

/** The failure fields of save-profile's answer, so a refusal still matches its contract. */
const FAILED = { success: false, accessToken: null, message: null, profileId: null, profileToken: null } as const;

const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The furthest-ahead zone is UTC+14: a date is "past" once it has begun anywhere on Earth. */
const latestBirthDate = (nowMs: number): string => new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);

const profileLink = (siteUrl: string, token: string): string => absoluteLink(siteUrl, readingPath(token));

export const saveProfile =
  ({ db, gazetteer, settings, clock }: FunctionsDeps, tokens: AccessTokens): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(saveProfileRequest, req.body, FAILED);
    if (!(await db.transaction((tx) => connectionAllowed(tx, 'save-profile', req.ip ?? 'unknown', clock)))) {
      throw functionRefusal(429, rateLimitMessage('ip'), FAILED);
    }
    const nowMs = clock.now();
    if (body.birth_date < EARLIEST_BIRTH_DATE || body.birth_date > latestBirthDate(nowMs)) {
      throw functionRefusal(400, SAVE_PROFILE_MESSAGES.implausibleBirthDate, { ...FAILED, issues: [{ path: 'birth_date', message: SAVE_PROFILE_MESSAGES.implausibleBirthDate }] });
    }
    const place = gazetteer.resolve(body.birth_place.id);
    if (!place) {
      throw functionRefusal(400, SAVE_PROFILE_MESSAGES.unknownPlace, { ...FAILED, issues: [{ path: 'birth_place.id', message: SAVE_PROFILE_MESSAGES.unknownPlace }] });
    }
    const email = body.email.trim().toLowerCase();
    const fields: ProfileFields = {
      email,
      fullName: (body.full_name ?? body.firstName ?? '').trim(),
      birthDate: body.birth_date,
      birthTime: body.birth_time,
      // The gazetteer's own label: the client's text is only what the picker showed.
      birthCity: placeLabel(place),
      birthPlaceId: String(place.id),
      birthLat: place.lat,
      birthLng: place.lng,
      birthTimezone: place.zone,
    };
    const callerProfileId = resolveClaims(req).profileId;
    const profileToken = newProfileToken();
    const tokenExpiresAt = nowMs + PROFILE_LINK_LIFETIME_MS;

    const outcome = await db.transaction(async (tx) => {
      const created = await insertProfileIfNew(tx, fields);
      const existing = created ?? (await profileIdByEmail(tx, email));
      if (existing === null) throw new Error('save-profile: the profile vanished between insert and select');
      // Someone else's email: no token for it, and nothing of theirs changes; the owner gets a link.
      if (created === null && existing !== callerProfileId) {
        // The link is an email: it takes the connection's share of emails, sent or not (issue 23).
        const taken = await takeHourlyShares(tx, [emailSendShare(req.ip ?? 'unknown')], clock);
        if (!taken.allowed) throw tooManyRequests(rateLimitMessage('ip'), taken.retryAfterSeconds, FAILED);
        if (!(await recentLinkEmailExists(tx, email, LINK_EMAIL_SUBJECT, nowMs - LINK_EMAIL_INTERVAL_MS))) {
          await storeProfileToken(tx, hashProfileToken(profileToken), existing, tokenExpiresAt);
          const siteUrl = settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL;
          await queueEmail(tx, await profileLinkEmail(siteUrl, email, profileLink(siteUrl, profileToken)));
        }
        return { kind: 'emailed' as const };
      }
      if (created === null) await updateProfile(tx, existing, fields);
      await storeProfileToken(tx, hashProfileToken(profileToken), existing, tokenExpiresAt);
      return { kind: 'saved' as const, profileId: existing };
    });

    if (outcome.kind === 'emailed') {
      const answer: SaveProfileResponse = { ...FAILED, success: true, message: SAVE_PROFILE_MESSAGES.linkEmailed, error: null };
      res.status(202).json(answer);
      return;
    }
    const answer: SaveProfileResponse = {
      success: true,
      accessToken: await tokens.issue(outcome.profileId),
      message: SAVE_PROFILE_MESSAGES.saved,
      error: null,
      profileId: outcome.profileId,
      profileToken,
    };
    res.status(200).json(answer);
  };
