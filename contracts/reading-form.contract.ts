import { z } from 'zod';
import { ELEMENTS, MODALITIES, MOON_PHASES, ZODIAC_SIGNS } from '../domain/sky';
import { GOAL_CATEGORIES, PERSONA_ARCHETYPE_IDS, RATE_LIMIT_TYPES } from '../domain/reading';
import type { Reading } from '../domain/reading';
import { DIFFERENCE_FIELDS } from '../domain/birth';
import { PROFILE_FIELD_LIMITS, birthPlaceChoice } from './functions.contract';

/**
 * The free moon reading form (§2 "Free reading page", §5 form messages, §8 reading
 * notices): GET security-question, POST free-reading and GET reading-by-token for the
 * viewing mode. Shared by the Express handlers, the UI client and the tests.
 */

/** §5 and §8, verbatim. */
export const READING_FORM_MESSAGES = {
  preciseLocation: 'Please provide a precise birth location and select it from the list so we can lock in your coordinates.',
  confirmDetails: 'Please confirm your details before continuing.',
  securityQuestion: 'Please answer the security question to continue.',
  success: 'Your personalized moon reading is ready!',
  kept: 'We kept your current moon reading. You can always update it later.',
  pending: 'We are finishing up your personalized moon reading. Keep an eye on your inbox - the email may take a moment to land.',
  generalFailure: "We couldn't complete your reading due to an internal error. Our team has been notified. Please try again soon.",
  orchestratorDisabled: 'Our upgraded moon reading experience is rolling out gradually. Please try again in a little while.',
  /** Ours: the quiet refusal of a request the bot defences caught (ADR 028); it names no defence. */
  notAccepted: 'We could not take this request. Please check your details and try again.',
} as const;

/** The fastest a person fills in the form, from the form appearing to the request (ADR 028). */
export const MIN_FORM_FILL_MS = 1_500;

/** §8 overwrite dialog, verbatim. */
export const OVERWRITE_DIALOG_TEXT = {
  title: 'Update your moon reading?',
  columns: ['Field', 'Current Reading', 'New Details'],
  overwrite: 'Overwrite with new details',
  keep: 'Keep current reading',
  working: 'Updating...',
} as const;

// --- security-question -------------------------------------------------------------------

export const securityQuestionResponse = z
  .object({
    /** Opaque: the signed question, handed back with the answer. */
    id: z.string().min(1),
    question: z.string().min(1),
  })
  .meta({ id: 'SecurityQuestionResponse', description: 'A small question a person answers at a glance; the answer is checked by the server.' });
export type SecurityQuestionResponse = z.infer<typeof securityQuestionResponse>;

// --- free-reading ------------------------------------------------------------------------

export const OVERWRITE_CHOICES = ['replace', 'keep'] as const;
export type OverwriteChoice = (typeof OVERWRITE_CHOICES)[number];

export const freeReadingRequest = z
  .object({
    firstName: z
      .string({ error: 'Please tell us your first name.' })
      .trim()
      .min(1, { error: 'Please tell us your first name.' })
      .max(PROFILE_FIELD_LIMITS.firstName, { error: `Please keep your first name to ${PROFILE_FIELD_LIMITS.firstName} characters or fewer.` }),
    email: z
      .string({ error: 'Please enter a valid email address.' })
      .trim()
      .pipe(z.email({ error: 'Please enter a valid email address.' }).max(PROFILE_FIELD_LIMITS.email, { error: 'Please enter a valid email address.' })),
    birth_date: z.iso.date({ error: 'birth_date must be a real date written YYYY-MM-DD' }),
    birth_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'birth_time must be HH:MM on a 24-hour clock, or null when unknown' })
      .nullable()
      .default(null),
    birth_place: birthPlaceChoice,
    security: z.object({
      id: z.string({ error: READING_FORM_MESSAGES.securityQuestion }).min(1, { error: READING_FORM_MESSAGES.securityQuestion }).max(2_000),
      answer: z.string({ error: READING_FORM_MESSAGES.securityQuestion }).trim().min(1, { error: READING_FORM_MESSAGES.securityQuestion }).max(40),
    }),
    overwrite: z.enum(OVERWRITE_CHOICES).optional(),
    /** The honeypot: a field people never see; anything in it marks a bot (ADR 028). */
    website: z.string().max(2_000).optional(),
    /** Milliseconds from the form appearing to this request; under MIN_FORM_FILL_MS marks a bot (ADR 028). */
    formMs: z.number().min(0).max(1e12).optional(),
  })
  .meta({
    id: 'FreeReadingRequest',
    description:
      'The free reading form: a place chosen from place-search, the answered security question, and, after an overwrite prompt, the visitor’s choice. The form also sends website (a hidden field people leave empty) and formMs (its fill time); a filled website or a formMs under 1500 is refused with a generic 400 and nothing is stored.',
  });
export type FreeReadingRequest = z.input<typeof freeReadingRequest>;

// The reading engine's output (domain/reading Reading), so the viewing mode is parsed, not trusted.
const zodiacSign = z.enum(ZODIAC_SIGNS);
const moonPhase = z.enum(MOON_PHASES);
const element = z.enum(ELEMENTS);
const modality = z.enum(MODALITIES);
const lunationDate = z.object({ utcMs: z.number(), date: z.string(), guidance: z.string() });

export const readingSchema = z
  .object({
    firstName: z.string(),
    greeting: z.string(),
    moonSign: z.object({
      sign: zodiacSign,
      title: z.string(),
      degreeText: z.string(),
      element,
      modality,
      keywords: z.array(z.string()).readonly(),
      essence: z.string(),
      needs: z.string(),
      strengths: z.string(),
      shadow: z.string(),
      manifestationStyle: z.string(),
      ritual: z.string(),
      alternatives: z.array(
        z.object({ sign: zodiacSign, title: z.string(), essence: z.string(), reason: z.enum(['time-unknown', 'near-boundary']) }),
      ),
    }),
    phaseAtBirth: z.object({
      phase: moonPhase,
      name: z.string(),
      title: z.string(),
      angleRange: z.string(),
      elongation: z.number(),
      angleText: z.string(),
      essence: z.string(),
      gift: z.string(),
      lesson: z.string(),
      practice: z.string(),
      rule: z.string(),
      alternatives: z.array(z.object({ phase: moonPhase, title: z.string(), essence: z.string() })),
    }),
    sunMoonBlend: z.object({
      sunSign: zodiacSign,
      moonSign: zodiacSign,
      sunElement: element,
      moonElement: element,
      title: z.string(),
      sunEssence: z.string(),
      elementText: z.string(),
      signsNote: z.string().nullable(),
      text: z.string(),
    }),
    practice: z.object({
      goal: z.enum(GOAL_CATEGORIES),
      persona: z.enum(PERSONA_ARCHETYPE_IDS).nullable(),
      title: z.string(),
      intro: z.string(),
      leadWith: z.enum(['full', 'smallest']),
      steps: z.array(z.string()).readonly(),
      smallestStep: z.string(),
      closing: z.string(),
      note: z.string().nullable(),
    }),
    currentCycle: z.object({
      phaseNow: z.object({ phase: moonPhase, name: z.string() }),
      illuminationNow: z.number().min(0).max(1),
      illuminationText: z.string(),
      moonSignNow: z.object({ sign: zodiacSign, name: z.string(), transit: z.string() }),
      guidance: z.string(),
      summary: z.string(),
      nextNewMoon: lunationDate,
      nextFullMoon: lunationDate,
    }),
    notes: z.array(z.string()),
  })
  .meta({ id: 'MoonReading', description: 'The reading engine’s full output: moon sign, phase at birth, blend, practice, current cycle and notes on uncertainty.' });

// A reading the engine makes must always fit the contract; this fails to compile when they drift.
type Assignable<A, B extends A> = B;
export type ReadingFitsContract = Assignable<z.input<typeof readingSchema>, Reading>;

export const overwriteRow = z
  .object({ field: z.enum(DIFFERENCE_FIELDS), label: z.string(), current: z.string(), proposed: z.string() })
  .meta({ id: 'OverwriteRow', description: 'One differing field of the overwrite dialog: Field, Current Reading, New Details.' });
export type OverwriteRowBody = z.infer<typeof overwriteRow>;

/** The reading's link and an access token: only ever given to the profile's owner. */
const ownerLink = {
  /** '/free-moon-reading?token=…': the viewing mode of this reading. */
  link: z.string(),
  /** The bearer token for later calls as this profile (7 days). */
  accessToken: z.string(),
};

export const freeReadingResponse = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('success'), message: z.string(), reading: readingSchema, overwritten: z.boolean(), ...ownerLink }),
    z.object({ status: z.literal('needs_overwrite'), rows: z.array(overwriteRow).min(1) }),
    z.object({ status: z.literal('kept'), message: z.string(), ...ownerLink }),
    z.object({ status: z.literal('pending'), message: z.string() }),
  ])
  .meta({
    id: 'FreeReadingResponse',
    description:
      'success: the reading and its link. needs_overwrite: the stored reading differs; ask, then send overwrite. kept: nothing changed. pending: the email belongs to a profile the caller does not hold; its link was emailed.',
  });
export type FreeReadingResponse = z.infer<typeof freeReadingResponse>;

/** The refusal of free-reading: the FunctionError shape, with the limit that was hit when rate limited. */
export const freeReadingRefusal = z
  .object({
    error: z.string(),
    status: z.enum(['rate_limited', 'security_failed', 'unknown_place', 'disabled', 'invalid']).optional(),
    limitType: z.enum(RATE_LIMIT_TYPES).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'FreeReadingRefusal' });
export type FreeReadingRefusal = z.infer<typeof freeReadingRefusal>;

// --- reading-by-token --------------------------------------------------------------------

export const readingByTokenQuery = z.object({
  token: z
    .string({ error: 'token is required: the link from your reading email' })
    .min(1, { error: 'token is required: the link from your reading email' })
    .max(200),
});

export const readingByTokenResponse = z
  .object({
    firstName: z.string().nullable(),
    birth: z.object({ date: z.string().nullable(), time: z.string().nullable(), place: z.string().nullable() }),
    /** Null when the profile has no reading yet (or a stored one can no longer be read). */
    reading: readingSchema.nullable(),
    /** When the current reading was made, ISO 8601. */
    createdAt: z.string().nullable(),
    accessToken: z.string(),
  })
  .meta({ id: 'ReadingByTokenResponse', description: 'The current reading of the profile a link opens, for the viewing mode.' });
export type ReadingByTokenResponse = z.infer<typeof readingByTokenResponse>;

// --- email-code and email-code-check: proving an email is yours --------------------------

/** A six-digit code, as typed: spaces and dashes between digits are dropped by the contract. */
export const emailCodeSchema = z
  .string({ error: 'Please type the six-digit code from the email.' })
  .transform((typed) => typed.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Please type the six-digit code from the email.' }));

const emailField = freeReadingRequest.shape.email;

export const emailCodeRequest = z
  .object({ email: emailField })
  .meta({ id: 'EmailCodeRequest', description: 'Email a six-digit code to this address, to prove it is yours.' });
export type EmailCodeRequest = z.input<typeof emailCodeRequest>;

export const readingLinkRequest = z
  .object({ email: emailField })
  .meta({ id: 'ReadingLinkRequest', description: 'Email the link to the reading of this address, to that address only.' });
export type ReadingLinkRequest = z.input<typeof readingLinkRequest>;

export const readingLinkResponse = z
  .object({ message: z.string() })
  .meta({ id: 'ReadingLinkResponse', description: 'The same answer whether or not the address has a reading.' });
export type ReadingLinkResponse = z.infer<typeof readingLinkResponse>;

export const emailCodeResponse = z
  .object({ sent: z.literal(true), message: z.string(), expiresInMinutes: z.number().int().positive() })
  .meta({ id: 'EmailCodeResponse', description: 'The code is on its way (the same answer whether or not the email has a reading).' });
export type EmailCodeResponse = z.infer<typeof emailCodeResponse>;

export const emailCodeCheckRequest = z
  .object({ email: emailField, code: emailCodeSchema })
  .meta({ id: 'EmailCodeCheckRequest', description: 'The code from the email, typed back.' });
export type EmailCodeCheckRequest = z.input<typeof emailCodeCheckRequest>;

export const emailCodeCheckResponse = z
  .object({
    verified: z.literal(true),
    /** The bearer token for the email's profile; null when the email has no reading yet. */
    accessToken: z.string().nullable(),
  })
  .meta({ id: 'EmailCodeCheckResponse', description: 'The email is proven yours; with the access token, the form may show and change its reading.' });
export type EmailCodeCheckResponse = z.infer<typeof emailCodeCheckResponse>;

export const emailCodeRefusal = z
  .object({
    error: z.string(),
    status: z.enum(['wrong_code', 'expired', 'no_tries', 'rate_limited', 'invalid']).optional(),
    triesLeft: z.number().int().min(0).optional(),
  })
  .meta({ id: 'EmailCodeRefusal' });
export type EmailCodeRefusal = z.infer<typeof emailCodeRefusal>;

// --- reading-change: the owner applies (or refuses) details someone else proposed --------

const changeToken = z
  .string({ error: 'token is required: the link from your email' })
  .min(1, { error: 'token is required: the link from your email' })
  .max(200);

export const readingChangeQuery = z.object({ token: changeToken });

export const readingChangeResponse = z
  .object({
    firstName: z.string().nullable(),
    /** The fields that would change; empty when the proposed details equal the current reading's. */
    rows: z.array(overwriteRow),
    /** ISO 8601: after this the link no longer works. */
    expiresAt: z.string(),
  })
  .meta({ id: 'ReadingChangeResponse', description: 'What the emailed change would do to the current reading, for its owner to decide.' });
export type ReadingChangeResponse = z.infer<typeof readingChangeResponse>;

export const readingChangeRequest = z
  .object({ token: changeToken, choice: z.enum(OVERWRITE_CHOICES) })
  .meta({ id: 'ReadingChangeRequest', description: 'replace: make the reading from the proposed details. keep: nothing changes. The link works once.' });
export type ReadingChangeRequest = z.input<typeof readingChangeRequest>;

export const readingChangeResult = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('success'), message: z.string(), reading: readingSchema, overwritten: z.boolean(), ...ownerLink }),
    z.object({ status: z.literal('kept'), message: z.string(), ...ownerLink }),
  ])
  .meta({ id: 'ReadingChangeResult' });
export type ReadingChangeResult = z.infer<typeof readingChangeResult>;

/** Texts of the code and change steps (ours: §5 lists /verify without its wording). */
export const EMAIL_CODE_MESSAGES = {
  sent: 'We’ve emailed a six-digit code to this address. It works for 15 minutes.',
  wrong: (triesLeft: number) => `That code doesn’t match. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  expired: 'That code has expired. Ask for a new one and we’ll email it at once.',
  noTries: 'That code was tried too many times. Ask for a new one and we’ll email it at once.',
  tooManyCodes: 'We have sent a few codes to this email recently. Please try again in about an hour.',
  tooManyTries: 'We are receiving many code attempts from this connection. Please wait an hour and try again.',
  changeGone: 'This link has expired or was already used. Your reading has not changed.',
  linkSent: 'If we have a reading for this email, its link is on its way there now. Check your inbox, and your spam folder too.',
  tooManyLinks: 'We have sent a few emails to this address recently. Please try again in about an hour.',
} as const;
