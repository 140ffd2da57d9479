/**
 * What the outbox keeps of an email once it has gone (issue 23): the same words, without the
 * secrets that made it useful. A link's token, change token, sandbox session or data link and
 * a six-digit code open someone's reading for as long as they live, so a sent row keeps none
 * of them; the outbox screen still shows who got what, when.
 */
export const REMOVED_SECRET = '[removed]';

/** Query parameters whose value opens something (an '&amp;' in HTML ends in ';'). */
const SECRET_PARAMETER = /([?&;](?:token|change|session|code|profileToken)=)[^&\s"'<>#]+/g;
/** A code stands alone: not part of a longer number, a date or a colour. */
const SIX_DIGIT_CODE = /(^|[^\d#.:/-])\d{6}(?!\d)/g;

/** The text with every link's secret parameter blanked (JSON stays JSON: the blank is plain text inside a string). */
export const withoutLinkSecrets = (text: string): string => text.replace(SECRET_PARAMETER, `$1${REMOVED_SECRET}`);

export const withoutSecrets = (text: string): string => withoutLinkSecrets(text).replace(SIX_DIGIT_CODE, `$1${REMOVED_SECRET}`);
