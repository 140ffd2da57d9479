/**
 * The kernel: what every context shares and nothing of the product. The ports (clock, ids, SQL,
 * mail, language model, report files), text helpers and linear patterns, stepping a stored
 * machine, the copy policy every shown text passes (sanitiser, reply shape, links), the shapes of
 * an answer (reply types) and the mail outbox policy. It depends on no other context.
 */
export { safeUrl } from './copy-policy/link-policy';
export { REPLY_MAX_PARAGRAPHS, REPLY_MAX_WORDS, REPLY_WORD_LIMIT, countParagraphs, countWords, shapeReply } from './copy-policy/reply-shape';
export { sanitiseAssistantText } from './copy-policy/sanitise';
export { machineSteps } from './machine-steps';
export { MAIL_CLAIM_MS, MAIL_MAX_ATTEMPTS, afterFailure, withoutLinkSecrets, withoutSecrets } from './mail';
export { fixedClock } from './ports/clock';
export type { Clock } from './ports/clock';
export { sequentialIds } from './ports/ids';
export type { IdSource } from './ports/ids';
export { CHAT_TIMEOUT_MS, LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE, LlmFailure } from './ports/llm';
export type { LanguageModel, LlmFailureKind, LlmMessage, LlmRequest } from './ports/llm';
export type { MailMessage, Mailer, OutgoingEmail, SentMail } from './ports/mail';
export type { ReportFiles } from './ports/report-files';
export type { RequestClaims, SqlDatabase, SqlExecutor, SqlResult, SqlRow } from './ports/sql';
export { compileKeyword, countKeywordMatches, countMatches, foldForMatching, mentionsAny } from './text/keyword-match';
export type { KeywordMatcher } from './text/keyword-match';
export { collapseWhitespace, cutToLength, followedBy, withSpansReplaced, withoutTrailing } from './text/text';
export { seededRandom } from './random/seeded';
export {
  LIMIT_TYPES,
  RESPONSE_TYPES,
  VALIDATION_FIELD_DEFAULT,
  VALIDATION_REASON_DEFAULT,
  readResponseDetails,
} from './replies/reply-types';
export type { LimitType, NormalisedResponseDetails, QuickReply, ResponseDetails, ResponseType } from './replies/reply-types';
export { queryString, queryValue } from './text/query-string';
