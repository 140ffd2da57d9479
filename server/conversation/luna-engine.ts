import { openDatabase } from '../../adapters/sql';
import type { LunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import type { Clock, SqlDatabase } from '../../domain/kernel';
import { DEFAULT_RATE_LIMIT_CONFIG, type RateLimitConfig } from '../../domain/reading';
import { composeChat } from '../compose';
import { readConfig } from '../config';
import { chatTurn, turnServices, type LunaDeps } from './chat-turn';

/**
 * Luna without HTTP: the same chat turn the endpoint runs, on a real database (in-memory
 * PGlite unless one is given), the bundled places and the scripted model. For the terminal
 * chat, fixture replays and benchmarks.
 */
export interface LunaEngine {
  say(message: string, options?: { sessionToken?: string | null; ip?: string }): Promise<LunaChatAssistantResponse>;
  /** Forgets every session, profile and counter: each replay starts on an empty database. */
  clear(): Promise<void>;
  readonly db: SqlDatabase;
  close(): Promise<void>;
}

export interface LunaEngineOptions {
  clock: Clock;
  db?: SqlDatabase;
  rateLimits?: RateLimitConfig;
  brandName?: string;
}

export const openLunaEngine = async (options: LunaEngineOptions): Promise<LunaEngine> => {
  const db = options.db ?? (await openDatabase({ dataDir: 'memory://' }));
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG;
  // The site's own composition, on embedded defaults: the scripted Luna, the bundled places.
  const config = readConfig({
    LOG_LEVEL: 'silent',
    BRAND_NAME: options.brandName ?? 'Moonwise',
    RATE_LIMIT_READINGS_PER_EMAIL: String(limits.max.email),
    RATE_LIMIT_READINGS_PER_SESSION: String(limits.max.session),
    RATE_LIMIT_READINGS_PER_CONNECTION: String(limits.max.ip),
  });
  const deps: LunaDeps = composeChat(config, db, { now: options.clock.now, model: null });
  const services = turnServices(deps);
  return {
    db,
    say: (message, { sessionToken = null, ip = '127.0.0.1' } = {}) => chatTurn(deps, { body: { message, sessionToken }, ip }, services),
    clear: async () => {
      await db.query(
        'truncate luna_chat_sessions, luna_chat_messages, conversation_states, profiles, profile_tokens, readings, rate_limit_counters, analytics_events, email_outbox, email_codes, reading_changes cascade',
      );
    },
    close: () => (options.db ? Promise.resolve() : db.close()),
  };
};
