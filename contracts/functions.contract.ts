import { z } from 'zod';
import { USER_STAGES } from '../domain/conversation';

/**
 * The functions under /functions/v1 (§7 plus the place look-ups the design adds).
 * One schema per request and answer, shared by the Express routes (safeParse), the UI
 * client (parse every answer) and the OpenAPI document (`.meta({ id })` names the
 * components; function-table.ts lists each function with its schemas).
 */

/** The chat session token: what the widget keeps in browser storage and sends in `x-luna-session`. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
export const SESSION_HEADER = 'x-luna-session';
/** Every token the server issues is this long (ADR 012); a stored token of any other length is not one of them. */
export const ISSUED_SESSION_TOKEN_LENGTH = 44;

export const sessionToken = z
  .string()
  .regex(SESSION_TOKEN_PATTERN, { error: 'sessionToken must be 16 to 200 letters, digits, "_" or "-"' })
  .meta({ id: 'SessionToken', description: 'The chat session token (also sent in the x-luna-session header).' });

/** A profile link token: 32 random bytes, base64url (43 characters). Older shapes are refused early. */
export const PROFILE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const profileId = z.uuid({ error: 'profileId must be a profile id (a UUID)' });
const userStage = z.enum(USER_STAGES);

const isoDate = z.iso.date({ error: 'birth_date must be a real date written YYYY-MM-DD' });
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'birth_time must be HH:MM on a 24-hour clock, or null when unknown' });

/** Field limits that keep one request small and a stored row sane. */
export const PROFILE_FIELD_LIMITS = {
  email: 254,
  fullName: 120,
  firstName: 60,
  placeLabel: 200,
} as const;

/** One problem with a request, as a 400 answer lists it. */
export const requestIssue = z
  .object({ path: z.string(), message: z.string() })
  .meta({ id: 'RequestIssue', description: 'Where the request is wrong ("" for the whole body) and why.' });
export type RequestIssue = z.infer<typeof requestIssue>;

/** Every function's error answer: a sentence for people, issues for forms. */
export const functionError = z
  .object({ error: z.string().min(1), issues: z.array(requestIssue).optional() })
  .meta({ id: 'FunctionError', description: 'A function refused or failed; `error` is fit to show.' });
export type FunctionError = z.infer<typeof functionError>;

/** The edge's own refusals (public key, access token, body size, content type). */
export const gatewayError = z
  .object({
    message: z.string().min(1),
    details: z.string().nullable().optional(),
    hint: z.string().nullable().optional(),
    code: z.string().min(1),
    requestId: z.string().optional(),
  })
  .meta({ id: 'GatewayError', description: 'Refused before any function ran: key, token, size, content type, or an internal error.' });
export type GatewayError = z.infer<typeof gatewayError>;

// --- luna-agent-link ---------------------------------------------------------------------

export const agentLinkRequest = z
  .object({
    sessionToken: sessionToken.optional(),
    profileId,
    stage: userStage.nullable().optional(),
  })
  .meta({
    id: 'AgentLinkRequest',
    description:
      'Links the chat session (x-luna-session header, or sessionToken) to the profile the access token names. profileId must be that profile.',
  });
export type AgentLinkRequest = z.infer<typeof agentLinkRequest>;

export const agentLinkResponse = z
  .object({
    linked: z.literal(true),
    stage: userStage,
    sessionToken: sessionToken.meta({ description: 'The session linked: the one sent when the server issued it, else a fresh one the client keeps from now on.' }),
  })
  .meta({ id: 'AgentLinkResponse' });
export type AgentLinkResponse = z.infer<typeof agentLinkResponse>;

// --- get-profile-by-token ----------------------------------------------------------------

export const profileByTokenQuery = z.object({
  token: z
    .string({ error: 'token is required: the link from your reading email' })
    .min(1, { error: 'token is required: the link from your reading email' })
    .max(200),
});
export type ProfileByTokenQuery = z.infer<typeof profileByTokenQuery>;

export const publicProfile = z
  .object({
    id: profileId,
    email: z.string(),
    full_name: z.string().nullable(),
    /** The first word of full_name (§3). */
    first_name: z.string().nullable(),
    birth_date: z.string().nullable(),
    birth_time: z.string().nullable(),
    birth_city: z.string().nullable(),
    /** Slugs ('libra', 'waxing-gibbous'), null until a reading is made. */
    moon_sign: z.string().nullable(),
    moon_phase: z.string().nullable(),
    sun_sign: z.string().nullable(),
    has_reading: z.boolean(),
    has_purchased: z.boolean(),
    purchased_reports: z.array(z.string()),
  })
  .meta({ id: 'PublicProfile', description: 'What the profile link shows its holder.' });
export type PublicProfile = z.infer<typeof publicProfile>;

export const profileByTokenResponse = z
  .object({
    profile: publicProfile,
    /** The link proves the holder: it also opens their data for later calls (bearer token, 7 days). */
    accessToken: z.string(),
  })
  .meta({ id: 'ProfileByTokenResponse' });
export type ProfileByTokenResponse = z.infer<typeof profileByTokenResponse>;

// --- save-profile ------------------------------------------------------------------------

const optionalText = (max: number, name: string) =>
  z.string().trim().max(max, { error: `${name} must be ${max} characters or fewer` }).optional();

export const birthPlaceChoice = z
  .object({
    id: z.number({ error: 'birth_place.id must be the id of a place chosen from the list' }).int().positive(),
    label: z.string().trim().min(1).max(PROFILE_FIELD_LIMITS.placeLabel),
  })
  .meta({ id: 'BirthPlaceChoice', description: 'A place chosen from place-search: its id locks in coordinates and zone.' });
export type BirthPlaceChoice = z.infer<typeof birthPlaceChoice>;

export const saveProfileRequest = z
  .object({
    email: z
      .email({ error: 'Please enter a valid email address.' })
      .max(PROFILE_FIELD_LIMITS.email, { error: `email must be ${PROFILE_FIELD_LIMITS.email} characters or fewer` }),
    full_name: optionalText(PROFILE_FIELD_LIMITS.fullName, 'full_name'),
    firstName: optionalText(PROFILE_FIELD_LIMITS.firstName, 'firstName'),
    birth_date: isoDate,
    birth_time: clockTime.nullable().default(null),
    birth_place: birthPlaceChoice,
  })
  .refine((body) => Boolean(body.full_name?.trim() || body.firstName?.trim()), {
    error: 'Please tell us your name (full_name or firstName).',
    path: ['full_name'],
  })
  .meta({
    id: 'SaveProfileRequest',
    description:
      'The profile to save; the email is its key (compared lower-cased). An email that already has a profile is changed only with that profile’s access token; otherwise a link is emailed to it.',
  });
export type SaveProfileRequest = z.infer<typeof saveProfileRequest>;

export const saveProfileResponse = z
  .object({
    success: z.boolean(),
    accessToken: z.string().nullable(),
    message: z.string().nullable(),
    error: z.string().nullable(),
    profileId: profileId.nullable(),
    /** The profile link token: returned once, stored only as a hash. */
    profileToken: z.string().nullable(),
    issues: z.array(requestIssue).optional(),
  })
  .meta({
    id: 'SaveProfileResponse',
    description:
      'accessToken is the bearer token for later calls (7 days); profileToken is the link token, shown once. Both are null when the email already had a profile and a link was emailed instead (202).',
  });
export type SaveProfileResponse = z.infer<typeof saveProfileResponse>;

// --- report-error ------------------------------------------------------------------------

export const CLIENT_ERROR_LIMITS = {
  source: 100,
  message: 2_000,
  stack: 8_000,
  /** Serialised JSON characters. */
  context: 8_000,
} as const;

export const reportErrorRequest = z
  .object({
    source: z.string().trim().min(1, { error: 'source is required' }).max(CLIENT_ERROR_LIMITS.source),
    message: z.string().min(1, { error: 'message is required' }),
    stack: z.string().nullable().optional(),
    context: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .meta({ id: 'ReportErrorRequest', description: 'An error the browser saw. Long message and stack are cut, not refused.' });
export type ReportErrorRequest = z.infer<typeof reportErrorRequest>;

export const reportErrorResponse = z.object({ received: z.literal(true) }).meta({ id: 'ReportErrorResponse' });
export type ReportErrorResponse = z.infer<typeof reportErrorResponse>;

// --- place-search and place-resolve ------------------------------------------------------

export const PLACE_SEARCH_MAX_LIMIT = 25;

export const placeSearchQuery = z.object({
  q: z
    .string({ error: 'q is required: the start of a place name' })
    .trim()
    .min(1, { error: 'q is required: the start of a place name' })
    .max(200),
  limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_MAX_LIMIT).optional(),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuery>;

export const placeMatch = z
  .object({
    id: z.number().int(),
    label: z.string(),
    name: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    region: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    zone: z.string(),
    population: z.number(),
  })
  .meta({ id: 'PlaceMatch', description: 'A gazetteer place: coordinates and IANA zone.' });
export type PlaceMatchBody = z.infer<typeof placeMatch>;

export const placeSearchResponse = z.object({ places: z.array(placeMatch) }).meta({ id: 'PlaceSearchResponse' });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponse>;

export const placeResolveQuery = z.object({
  id: z.coerce.number({ error: 'id must be a place id' }).int().positive(),
});
export type PlaceResolveQuery = z.infer<typeof placeResolveQuery>;

export const placeResolveResponse = z.object({ place: placeMatch }).meta({ id: 'PlaceResolveResponse' });
export type PlaceResolveResponse = z.infer<typeof placeResolveResponse>;

/** §3: the first word of full_name is the first name. */
export const firstNameOf = (fullName: string | null | undefined): string | null => {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  return first === '' ? null : first;
};
