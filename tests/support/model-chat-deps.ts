import { sharedGazetteer } from '../../adapters/gazetteer';
import { openAiLanguageModel } from '../../adapters/llm-openai';
import { FAKE_OPENAI_API_KEY, FAKE_OPENAI_BASE_URL } from './fake-openai';
import { createZoneRules } from '../../adapters/zone-rules';
import { fixedClock } from '../../domain/kernel';
import type { SqlDatabase } from '../../domain/kernel';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../../domain/reading';
import type { LunaDeps } from '../../server/conversation/chat-turn';

/** A chat turn's dependencies with the real OpenAI adapter pointed at the fake network edge (msw), no retries. */
export const modelChatDeps = (
  db: SqlDatabase,
  nowMs: number,
  hooks: Pick<LunaDeps, 'onModelFailure' | 'onModelReplyRejected'> = {},
): LunaDeps => ({
  db,
  places: sharedGazetteer(),
  rules: createZoneRules().rules,
  clock: fixedClock(nowMs),
  model: openAiLanguageModel({ apiKey: FAKE_OPENAI_API_KEY, baseURL: FAKE_OPENAI_BASE_URL, model: 'gpt-4o-mini', maxRetries: 0 }),
  brandName: 'Moonwise',
  siteUrl: 'https://moonwise.example',
  secret: 'model-chat-test-secret-0123456789abcdef',
  rateLimits: DEFAULT_RATE_LIMIT_CONFIG,
  ...hooks,
});
