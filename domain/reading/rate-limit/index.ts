export {
  DEFAULT_RATE_LIMIT_CONFIG,
  RATE_LIMIT_MESSAGES,
  RATE_LIMIT_TYPES,
  RATE_LIMIT_WINDOW_MS,
  READINGS_PER_ADDRESS_CEILING,
  checkRateLimit,
  checkRateLimits,
  counterKey,
  limitTypeForEvent,
  pruneRateLimitCounters,
  rateLimitMessage,
} from './rate-limit';
export type { RateLimitConfig, RateLimitCounters, RateLimitDecision, RateLimitKey, RateLimitType } from './rate-limit';
