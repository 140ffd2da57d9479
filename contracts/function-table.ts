import { z } from 'zod';
import { calendarLinkRequest, calendarLinkResponse, calendarLinkStopResponse } from './calendar-link.contract';
import { contactRequest, contactResponse } from './contact.contract';
import {
  dataDeleteRequest,
  dataDeleteResponse,
  dataExportDocument,
  dataExportQuery,
  dataRequestRequest,
  dataRequestResponse,
} from './data-rights.contract';
import { diagnosticQuery, diagnosticResponse } from './diagnostic.contract';
import {
  agentLinkRequest,
  agentLinkResponse,
  functionError,
  gatewayError,
  placeResolveQuery,
  placeResolveResponse,
  placeSearchQuery,
  placeSearchResponse,
  profileByTokenQuery,
  profileByTokenResponse,
  reportErrorRequest,
  reportErrorResponse,
  saveProfileRequest,
  saveProfileResponse,
} from './functions.contract';
import { lunaAnalyticsRequest, lunaAnalyticsResponse } from './luna-analytics.contract';
import {
  lunaChatAssistantRequest,
  lunaChatAssistantResponse,
  lunaResetRequest,
  lunaResetResponse,
  lunaSessionQuery,
  lunaSessionResponse,
} from './luna-chat-assistant.contract';
import { lunaChatRequest, lunaChatResponse } from './luna-chat.contract';
import { moonSignRequest, moonSignResponse } from './moon-sign.contract';
import { moonTonightQuery, moonTonightResponse } from './moon-tonight.contract';
import {
  emailCodeCheckRequest,
  emailCodeCheckResponse,
  emailCodeRefusal,
  emailCodeRequest,
  emailCodeResponse,
  freeReadingRefusal,
  freeReadingRequest,
  freeReadingResponse,
  readingByTokenQuery,
  readingByTokenResponse,
  readingChangeQuery,
  readingChangeRequest,
  readingChangeResponse,
  readingChangeResult,
  readingLinkRequest,
  readingLinkResponse,
  securityQuestionResponse,
} from './reading-form.contract';
import {
  checkoutSessionRequest,
  checkoutSessionResponse,
  paymentWebhookResponse,
  sandboxCheckoutQuery,
  sandboxCheckoutRequest,
  sandboxCheckoutResponse,
  sandboxCheckoutResult,
} from './payments.contract';
import {
  publicShare,
  publicShareQuery,
  readingShareQuery,
  readingShareRequest,
  readingShareResponse,
  readingShareStopResponse,
} from './reading-share.contract';
import {
  reportLibraryQuery,
  reportLibraryResponse,
  reportRetryRequest,
  reportRetryResponse,
  reportStatusQuery,
  reportStatusResponse,
} from './report-library.contract';

/**
 * The one table of functions under /functions/v1: what each one is called, its method, and its
 * documentation (summary, request schemas, answers). server/api/functions.router.ts binds
 * a handler to every entry (TypeScript refuses an entry without one), the OpenAPI document is
 * generated from it (server/api/openapi-document.ts), and FUNCTION_NAMES is read off it.
 * Adding a function is one entry here and one handler there.
 */

export type FunctionMethod = 'GET' | 'POST';

/** One documented answer: its body schema and when it is given. */
export interface FunctionAnswer {
  schema: z.ZodType;
  description: string;
}

export interface FunctionEntry {
  /** The path after /functions/v1/. A name may have several methods, one entry each. */
  name: string;
  method: FunctionMethod;
  /** Unique across the table; the OpenAPI operationId. */
  operationId: string;
  summary: string;
  description?: string;
  request?: {
    headers?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /** False when an empty body is fine; true when absent. */
    bodyRequired?: boolean;
  };
  responses: Readonly<Record<number, FunctionAnswer>>;
  /** Served but left out of the published document, so its existence is not advertised. */
  unlisted?: boolean;
  /** GET only: answered without the public key or a token (public data, nobody's: the sky). */
  keyless?: boolean;
}

const answer = (schema: z.ZodType, description: string): FunctionAnswer => ({ schema, description });

/** The edge's refusals, which every function can give. */
export const GATEWAY_ANSWERS = {
  401: answer(gatewayError, 'The public key is missing or wrong, or the bearer token is not valid or has expired.'),
  500: answer(gatewayError, 'Something went wrong on our side; the body carries the request id.'),
} as const;
/** The body limits, for functions that take a body. */
export const BODY_ANSWERS = {
  413: answer(gatewayError, 'The body is larger than 64 kB.'),
  415: answer(gatewayError, 'The body is not JSON.'),
} as const;
/** For functions that read or write the database. */
export const DATABASE_ANSWER = { 503: answer(functionError, 'The database is unavailable; try again in a moment.') } as const;

/** The chat session token, for functions that act on the visitor's chat session. */
export const sessionHeader = z.object({
  'x-luna-session': z.string().optional().meta({ description: 'The chat session token: 16 to 200 letters, digits, "_" or "-".' }),
});

export const FUNCTION_TABLE = [
  {
    name: 'luna-chat-assistant',
    method: 'POST',
    operationId: 'lunaChatAssistant',
    summary: 'One message to Luna; the server keeps the conversation',
    description:
      'The visitor’s message is stored first, then the conversation steps on (details understood, confirmations, the overwrite prompt, the reading) and Luna’s reply is stored and returned. Without a session token, or with one the server never issued, a new session starts; its token is in session_updates.',
    request: { headers: sessionHeader, body: lunaChatAssistantRequest },
    responses: {
      200: answer(lunaChatAssistantResponse, 'Luna’s reply, its response type and details, quick replies and the session as the server holds it.'),
      400: answer(functionError, 'The body is not a chat message.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'luna-chat-session',
    method: 'GET',
    operationId: 'lunaChatSession',
    summary: 'The chat session as the server holds it: id, variant, context, birth data state',
    request: { headers: sessionHeader, query: lunaSessionQuery },
    responses: {
      200: answer(lunaSessionResponse, 'The session.'),
      400: answer(functionError, 'No session token was sent, or the two tokens differ.'),
      404: answer(functionError, 'There is no session with this token.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'luna-chat-reset',
    method: 'POST',
    operationId: 'lunaChatReset',
    summary: 'Start the conversation again (its messages stay as history)',
    request: { headers: sessionHeader, body: lunaResetRequest, bodyRequired: false },
    responses: {
      200: answer(lunaResetResponse, 'Reset; the greeting to show when there is no history.'),
      400: answer(functionError, 'No session token was sent, or the two tokens differ.'),
      404: answer(functionError, 'There is no session with this token.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'luna-chat',
    method: 'POST',
    operationId: 'lunaChat',
    summary: 'The fallback chat call: Luna answers the given messages',
    description:
      'Used when luna-chat-assistant fails with an agent authentication failure. Answers only a chat session the server issued (x-luna-session), at most 30 calls an hour per session and 60 per connection. The server writes Luna’s system prompt itself, sets the temperature and caps max_tokens at 500.',
    request: { headers: sessionHeader, body: lunaChatRequest },
    responses: {
      200: answer(lunaChatResponse, 'Luna’s reply, cleaned and shaped.'),
      400: answer(functionError, 'The body is not valid.'),
      403: answer(functionError, 'No session token, or one the server never issued.'),
      429: answer(functionError, 'This session or this connection had its calls for the hour; Retry-After says when to try again.'),
      ...GATEWAY_ANSWERS,
      500: answer(functionError, 'agent authentication failure: the language model refused the server’s key.'),
      502: answer(functionError, 'Luna returned an empty response.'),
      503: answer(functionError, 'Luna is temporarily unavailable.'),
      504: answer(functionError, 'The model did not answer within 28 s.'),
      ...BODY_ANSWERS,
    },
  },
  {
    name: 'security-question',
    method: 'GET',
    operationId: 'securityQuestion',
    summary: 'A security question for the free reading form (signed; answered within two hours)',
    responses: { 200: answer(securityQuestionResponse, 'The question and its signed id.'), ...GATEWAY_ANSWERS },
  },
  {
    name: 'free-reading',
    method: 'POST',
    operationId: 'freeReading',
    summary: 'Make the free moon reading from the form',
    description:
      'Checks the security answer and the chosen place, then makes the reading (success), asks before replacing a stored one with different details (needs_overwrite), keeps it (kept), or emails the link when the email belongs to someone else (pending, 202).',
    request: { headers: sessionHeader, body: freeReadingRequest },
    responses: {
      200: answer(freeReadingResponse, 'success, needs_overwrite or kept.'),
      202: answer(freeReadingResponse, 'pending: the link was emailed to the address.'),
      400: answer(freeReadingRefusal, 'The form is not valid: security answer, place, date or fields.'),
      429: answer(freeReadingRefusal, 'A rate limit (email, session or connection) was reached.'),
      503: answer(freeReadingRefusal, 'The reading form is switched off for now.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
    },
  },
  {
    name: 'moon-sign',
    method: 'POST',
    operationId: 'moonSign',
    summary: 'The Moon’s sign and phase at a birth (the moon sign calculator)',
    request: { body: moonSignRequest },
    responses: {
      200: answer(moonSignResponse, 'Sign, degree, phase; both signs and the change time when the time is unknown and the Moon changed sign that day.'),
      400: answer(functionError, 'The date, time or place is not valid.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
    },
  },
  {
    name: 'contact',
    method: 'POST',
    operationId: 'contact',
    summary: 'A message to the team from the contact page',
    request: { body: contactRequest },
    responses: {
      201: answer(contactResponse, 'Stored.'),
      400: answer(functionError, 'A field is missing or not valid.'),
      429: answer(functionError, 'Too many messages from this email, or from this connection, or this connection had the site send its 10 emails, in the last hour.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-by-token',
    method: 'GET',
    operationId: 'readingByToken',
    summary: 'The reading a profile link opens (viewing mode)',
    request: { query: readingByTokenQuery },
    responses: {
      200: answer(readingByTokenResponse, 'The current reading and who it is for.'),
      404: answer(functionError, 'The link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-share',
    method: 'GET',
    operationId: 'readingShareGet',
    summary: 'Whether the reading a link opens is shared, and where',
    request: { query: readingShareQuery },
    responses: {
      200: answer(readingShareResponse, 'The share, or null when nothing is shared.'),
      404: answer(functionError, 'The link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-share',
    method: 'POST',
    operationId: 'readingShareStart',
    summary: 'Share my Moon: a public page and card with the Moon sign and birth phase only',
    description:
      'Opt-in: only the holder of the reading’s link starts a share. It holds the Moon sign, the birth phase and how lit the Moon was; no name, email, birth data, place or token. A new share replaces the profile’s earlier one.',
    request: { body: readingShareRequest },
    responses: {
      200: answer(readingShareResponse, 'The current reading was already shared: that share.'),
      201: answer(readingShareResponse, 'Shared: the new public page and card.'),
      404: answer(functionError, 'The link is unknown or has expired, or the profile has no reading yet.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'calendar-link',
    method: 'POST',
    operationId: 'calendarLink',
    summary: 'Add my moon calendar: the address of her lunar year as a subscription feed',
    description:
      'Only the holder of the reading’s link gets it. The feed (text/calendar, RFC 5545) lists the next twelve months: new and full moons in her houses with a prompt, eclipses, her lunar returns and the Moon’s ingress into her Moon sign. Its token opens nothing but the feed; replace: true revokes the address and makes a new one.',
    request: { body: calendarLinkRequest },
    responses: {
      200: answer(calendarLinkResponse, 'The feed’s address, as https and as webcal.'),
      404: answer(functionError, 'The link is unknown or has expired, or the profile has no reading yet.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'calendar-link-stop',
    method: 'POST',
    operationId: 'calendarLinkStop',
    summary: 'Stop my moon calendar: its address answers 404 from now on',
    request: { body: calendarLinkRequest },
    responses: {
      200: answer(calendarLinkStopResponse, 'No feed of this profile is live any more.'),
      404: answer(functionError, 'The link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-share-stop',
    method: 'POST',
    operationId: 'readingShareStop',
    summary: 'Stop sharing: the public page and card of this profile’s readings are deleted',
    request: { body: readingShareRequest },
    responses: {
      200: answer(readingShareStopResponse, 'Nothing is shared any more.'),
      404: answer(functionError, 'The link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'share',
    method: 'GET',
    operationId: 'publicShare',
    summary: 'A public share: the Moon sign and birth phase someone chose to share',
    request: { query: publicShareQuery },
    responses: {
      200: answer(publicShare, 'The shared Moon.'),
      404: answer(functionError, 'No share has this id (it never existed or its owner stopped sharing).'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'email-code',
    method: 'POST',
    operationId: 'emailCode',
    summary: 'Email a six-digit code to an address, to prove it is yours',
    description:
      'The same answer whether or not the email has a reading. A new code replaces the last; it works for 15 minutes and 5 tries. Three codes per address an hour.',
    request: { body: emailCodeRequest },
    responses: {
      200: answer(emailCodeResponse, 'The code is on its way.'),
      400: answer(emailCodeRefusal, 'The email is not valid.'),
      429: answer(emailCodeRefusal, 'This address had its codes for the hour from this connection (or from all), or this connection had the site send its 10 emails; Retry-After says when to try again.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'email-code-check',
    method: 'POST',
    operationId: 'emailCodeCheck',
    summary: 'Check the emailed code; the email’s profile becomes the caller’s',
    description: 'A right code is spent and gives the bearer token of the email’s profile (null when it has none). Wrong tries count down; thirty tries per connection an hour.',
    request: { body: emailCodeCheckRequest },
    responses: {
      200: answer(emailCodeCheckResponse, 'The email is proven: the access token of its profile.'),
      400: answer(emailCodeRefusal, 'Wrong code (with the tries left), an expired or spent code, or no tries left.'),
      429: answer(emailCodeRefusal, 'Too many tries from this connection.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-change',
    method: 'GET',
    operationId: 'readingChangePreview',
    summary: 'What an emailed change would do to the owner’s reading',
    description: 'The token comes from the email sent to a reading’s owner when someone else asked for a reading with their address.',
    request: { query: readingChangeQuery },
    responses: {
      200: answer(readingChangeResponse, 'The fields that would change, current against proposed.'),
      404: answer(functionError, 'The link is unknown, expired or already used.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-change',
    method: 'POST',
    operationId: 'readingChangeApply',
    summary: 'The owner applies the emailed change (replace) or keeps the reading (keep), once',
    request: { body: readingChangeRequest },
    responses: {
      200: answer(readingChangeResult, 'success with the new reading, or kept; with the reading’s link and an access token.'),
      404: answer(functionError, 'The link is unknown, expired or already used.'),
      429: answer(freeReadingRefusal, 'A rate limit for this email or connection was reached; the link still works later.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'luna-agent-link',
    method: 'POST',
    operationId: 'lunaAgentLink',
    summary: 'Link the chat session to the caller’s own profile',
    request: { headers: sessionHeader, body: agentLinkRequest },
    responses: {
      200: answer(agentLinkResponse, 'Linked; the session’s stage after the link.'),
      400: answer(functionError, 'The body is not valid, or no session token was sent.'),
      403: answer(functionError, 'profileId is not the profile the access token names.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'get-profile-by-token',
    method: 'GET',
    operationId: 'getProfileByToken',
    summary: 'The profile a reading link opens',
    request: { query: profileByTokenQuery },
    responses: {
      200: answer(profileByTokenResponse, 'The profile, and an access token for its holder.'),
      400: answer(functionError, 'No token was sent.'),
      404: answer(functionError, 'The link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'save-profile',
    method: 'POST',
    operationId: 'saveProfile',
    summary: 'Save the visitor’s profile (keyed by email)',
    request: { body: saveProfileRequest },
    responses: {
      200: answer(saveProfileResponse, 'Saved: an access token and the profile link token (shown once).'),
      202: answer(saveProfileResponse, 'The email already has a profile: a link was emailed to it; no tokens.'),
      400: answer(saveProfileResponse, 'The body is not valid; error says why, issues say where.'),
      429: answer(saveProfileResponse, 'This connection saved too many profiles in the last hour.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'report-error',
    method: 'POST',
    operationId: 'reportError',
    summary: 'Report an error the browser saw',
    request: { body: reportErrorRequest },
    responses: {
      202: answer(reportErrorResponse, 'Stored (long parts cut to their limits).'),
      400: answer(functionError, 'The body is not valid.'),
      429: answer(functionError, 'This connection reported too many errors in the last hour.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'moon-tonight',
    method: 'GET',
    operationId: 'moonTonight',
    summary: 'Tonight’s Moon at a place: rise and set, phase, sign, void of course, next new and full moon',
    description:
      'For a local calendar date in an IANA zone at a latitude and longitude: moonrise and moonset (the upper limb, standard 34′ refraction, sea level; null on a day without one), the illumination, phase and tropical sign at local noon, the next new and full moon, and the void-of-course periods (from the Moon’s last major aspect to the Sun…Saturn until it enters the next sign) that overlap the day. Instants are ISO 8601 in UTC. Readable without the public key: it is the sky, nobody’s data.',
    keyless: true,
    request: { query: moonTonightQuery },
    responses: {
      200: answer(moonTonightResponse, 'Tonight’s Moon.'),
      400: answer(functionError, 'lat, lng, tz or date is missing or not valid, or the zone is unknown.'),
      500: GATEWAY_ANSWERS[500],
    },
  },
  {
    name: 'place-search',
    method: 'GET',
    operationId: 'placeSearch',
    summary: 'Places whose name starts with the text ("City" or "City, Country")',
    request: { query: placeSearchQuery },
    responses: {
      200: answer(placeSearchResponse, 'Best matches first; labels tell homonyms apart.'),
      400: answer(functionError, 'q is missing or limit is out of range.'),
      ...GATEWAY_ANSWERS,
    },
  },
  {
    name: 'place-resolve',
    method: 'GET',
    operationId: 'placeResolve',
    summary: 'One place by its id',
    request: { query: placeResolveQuery },
    responses: {
      200: answer(placeResolveResponse, 'The place, with coordinates and IANA zone.'),
      400: answer(functionError, 'id is missing or not a number.'),
      404: answer(functionError, 'No place has this id.'),
      ...GATEWAY_ANSWERS,
    },
  },
  {
    name: 'luna-analytics',
    method: 'POST',
    operationId: 'lunaAnalytics',
    summary: 'Record a browser-side analytics event of the chat (moon_reading_link_clicked, product rules §7)',
    request: { headers: sessionHeader, body: lunaAnalyticsRequest },
    responses: {
      200: answer(lunaAnalyticsResponse, 'Recorded with the session’s other events.'),
      400: answer(functionError, 'No session token was sent, the two tokens differ, or the event is not one the browser records.'),
      404: answer(functionError, 'There is no session with this token.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'report-library',
    method: 'GET',
    operationId: 'reportLibrary',
    summary: 'The reports a profile link opens',
    request: { query: reportLibraryQuery },
    responses: {
      200: answer(reportLibraryResponse, 'The profile’s first name and its reports, newest first.'),
      404: answer(functionError, 'No token, or the link is unknown or has expired.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'report-status',
    method: 'GET',
    operationId: 'reportStatus',
    summary: 'Where one paid report is',
    request: { query: reportStatusQuery },
    responses: {
      200: answer(reportStatusResponse, 'The report paid with this checkout session.'),
      404: answer(functionError, 'No report for this profile and checkout session, or the token is not this profile’s.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'reading-link',
    method: 'POST',
    operationId: 'readingLink',
    summary: 'Email me my reading link',
    description: 'A fresh link to the reading of this email, sent to that email only. The answer is the same whether or not it has a reading.',
    request: { body: readingLinkRequest },
    responses: {
      200: answer(readingLinkResponse, 'The link is on its way if the email has a reading.'),
      400: answer(functionError, 'The email is not in shape.'),
      429: answer(functionError, 'Too many emails to this address this hour, or this connection had the site send its 10 emails; Retry-After says when to try again.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'data-request',
    method: 'POST',
    operationId: 'dataRequest',
    summary: 'Email me a link to download or delete my data',
    description:
      'For an address with a profile, emails a one-use link to /your-data, valid 24 hours. The answer is the same whether or not the address has data with us. Three requests per address an hour.',
    request: { body: dataRequestRequest },
    responses: {
      202: answer(dataRequestResponse, 'The link is on its way if the address has data with us.'),
      400: answer(functionError, 'The email or kind is not in shape.'),
      429: answer(functionError, 'Too many requests for this address, or from this connection, this hour.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'data-export',
    method: 'GET',
    operationId: 'dataExport',
    summary: 'Download everything held about me, as a JSON attachment',
    description: 'The emailed link’s token opens it for 24 hours; downloading does not spend the token, so the same link can then erase the data.',
    request: { query: dataExportQuery },
    responses: {
      200: answer(dataExportDocument, 'The profile, readings, chat sessions and messages, orders, report deliveries and emails sent (Content-Disposition: attachment).'),
      400: answer(functionError, 'No token was sent.'),
      404: answer(functionError, 'The link is unknown, has expired or has been used to delete the data.'),
      ...GATEWAY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'data-delete',
    method: 'POST',
    operationId: 'dataDelete',
    summary: 'Delete everything held about me',
    description:
      'Erases the profile, readings, links, chat sessions and messages, emails and report files of the profile the token opens, and spends the token. Orders stay for accounting, without the person.',
    request: { body: dataDeleteRequest },
    responses: {
      200: answer(dataDeleteResponse, 'Deleted.'),
      400: answer(functionError, 'The body has no token.'),
      404: answer(functionError, 'The link is unknown, has expired or has been used already.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'checkout-session',
    method: 'POST',
    operationId: 'checkoutSession',
    summary: 'Start paying for a report',
    description: 'Makes a hosted checkout (Stripe Checkout, or the test-mode sandbox when no Stripe key is set) for the profile the link token opens.',
    request: { body: checkoutSessionRequest },
    responses: {
      200: answer(checkoutSessionResponse, 'The payment page’s address.'),
      400: answer(functionError, 'The report or token is not in shape.'),
      404: answer(functionError, 'The link token opens no profile (unknown or expired).'),
      503: answer(functionError, 'The payment provider could not be reached; nothing was charged.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
    },
  },
  {
    name: 'sandbox-checkout',
    method: 'GET',
    operationId: 'sandboxCheckout',
    summary: 'The test-mode checkout page’s order',
    request: { query: sandboxCheckoutQuery },
    responses: {
      200: answer(sandboxCheckoutResponse, 'The report and amount to show.'),
      404: answer(functionError, 'Not in test mode, or the session link is forged or has expired.'),
      ...GATEWAY_ANSWERS,
    },
  },
  {
    name: 'sandbox-checkout',
    method: 'POST',
    operationId: 'sandboxCheckoutDecide',
    summary: 'Pay or decline on the test-mode checkout page',
    description: 'Pay: a checkout.session.completed event, signed as Stripe signs it, goes through the payment webhook’s own code; then the order confirmation. Decline: back to checkout.',
    request: { body: sandboxCheckoutRequest },
    responses: {
      200: answer(sandboxCheckoutResult, 'Where the browser goes next.'),
      404: answer(functionError, 'Not in test mode, or the session link is forged or has expired.'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'payment-webhook',
    method: 'POST',
    operationId: 'paymentWebhook',
    summary: 'The payment provider’s signed events',
    description: 'Stripe calls this with the stripe-signature header instead of the public key. The signature is checked over the raw body; each event id is kept, so a replay changes nothing.',
    request: { headers: z.object({ 'stripe-signature': z.string() }), body: z.looseObject({}) },
    responses: {
      200: answer(paymentWebhookResponse, 'The event was taken in, or had been already.'),
      400: answer(functionError, 'The signature did not verify: nothing was stored.'),
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'report-retry',
    method: 'POST',
    operationId: 'reportRetry',
    summary: 'Prepare a failed report again',
    request: { body: reportRetryRequest },
    responses: {
      200: answer(reportRetryResponse, 'The report is queued again.'),
      404: answer(functionError, 'No paid order for this profile and checkout session.'),
      409: answer(functionError, 'The report has not failed (it is being made, or is ready).'),
      ...GATEWAY_ANSWERS,
      ...BODY_ANSWERS,
      ...DATABASE_ANSWER,
    },
  },
  {
    name: 'diagnostic',
    method: 'GET',
    operationId: 'diagnostic',
    summary: 'Build and health facts for the hidden diagnostic page',
    description: 'Answers only for the configured DIAGNOSTIC_ID; any other id gets the same 404 as a function that does not exist.',
    request: { query: diagnosticQuery },
    responses: {
      200: answer(diagnosticResponse, 'Version, uptime, server time, database reachability and the chat model in use.'),
      404: answer(functionError, 'Not this id, or no id is configured.'),
      ...GATEWAY_ANSWERS,
    },
    unlisted: true,
  },
] as const satisfies readonly FunctionEntry[];

type Entry = (typeof FUNCTION_TABLE)[number];

/** A function's name, as it appears after /functions/v1/. */
export type FunctionName = Entry['name'];

type RouteOf<E> = E extends { method: infer M extends string; name: infer N extends string } ? `${M} ${N}` : never;

/** One entry's key, its method and name: 'POST save-profile'. */
export type FunctionRoute = RouteOf<Entry>;

export const routeOf = <E extends Entry>(entry: E): RouteOf<E> => `${entry.method} ${entry.name}` as RouteOf<E>;

/** Every function's name once, in table order (a name with two methods appears once). */
export const FUNCTION_NAMES: readonly FunctionName[] = [...new Set(FUNCTION_TABLE.map((entry) => entry.name))];
