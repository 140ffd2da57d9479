import type { SandboxGateway } from '../../adapters/payments';
import type { Clock, LanguageModel, ReportFiles, SqlDatabase } from '../../domain/kernel';
import type { ModelReplyProblem, PlaceFinder } from '../../domain/conversation';
import type { PaymentGateway } from '../../domain/reports';
import type { ReportQueue } from '../commerce/report-queue';
import type { RateLimitConfig } from '../../domain/reading';
import type { ZoneRules } from '../../domain/sky';
import type { LunaDeps } from '../conversation/chat-turn';
import type { AccessTokens } from '../platform/security/access-token';
import type { SessionTokens } from '../conversation/session-tokens';
import type { DiagnosticOptions } from '../site/diagnostic';

/** The gazetteer as the functions and Luna use it (adapters/gazetteer sharedGazetteer() fits). */
export type PlaceLookup = PlaceFinder;

export interface FunctionsSettings {
  ACCESS_TOKEN_SECRET: string;
  /** Absolute address of the site, for links in emails; http://localhost:3000 when absent. */
  PUBLIC_SITE_URL?: string | undefined;
  /** 'off' pauses the free reading form; on when absent. */
  FREE_READINGS?: 'on' | 'off';
  /** Where replies to the contact acknowledgement go (MAIL_REPLY_TO, else MAIL_FROM); the brand's placeholder address when absent. */
  replyTo?: string;
}

export interface FunctionsDeps {
  /** The owner connection: functions are trusted server code (row-level security is for /rest/v1). */
  db: SqlDatabase;
  gazetteer: PlaceLookup;
  settings: FunctionsSettings;
  clock: Clock;
  /** Shared with the API gate when given; otherwise made from ACCESS_TOKEN_SECRET and the clock. */
  tokens?: AccessTokens;
  /** The hidden diagnostic page's id and the facts it shows. */
  diagnostic?: DiagnosticOptions;
  /**
   * Luna's chat, and the zone rules and rate limits every reading uses. The router requires them
   * (the chat is always served); a handler's own test may leave them out when it needs none.
   */
  luna?: LunaServices;
  /** The payment provider; the router makes the sandbox (test mode) when none is given. */
  payments?: PaymentGateway;
  /** Where report PDFs are kept; an erasure removes the visitor's. The router refuses to erase without one. */
  reportFiles?: ReportFiles;
  /** Where a paid order's report generation is queued; without one, the delivery stays 'queued' for a worker to find. */
  reportQueue?: Pick<ReportQueue, 'start' | 'enqueue'>;
}

/** What the router is built from: every service, as the composition made it (nothing filled in later). */
export type RouterDeps = FunctionsDeps & {
  luna: LunaServices;
  tokens: AccessTokens;
  /** Which chat session tokens the server issued (ADR 012, ADR 023): the same as the API gate's. */
  sessions: SessionTokens;
  diagnostic: DiagnosticOptions;
  payments: PaymentGateway;
  /** The test-mode checkout page, when the sandbox is the provider; null with Stripe. */
  sandbox: SandboxGateway | null;
  reportFiles: ReportFiles;
};

export interface LunaServices {
  /** Null: the scripted Luna answers (the embedded default). */
  model: LanguageModel | null;
  rules: ZoneRules;
  brandName: string;
  rateLimits: RateLimitConfig;
  onModelFailure?: (error: unknown) => void;
  /** Told when the model's reply invented a date or sign, or claimed to be an AI, and was set aside (for the logs). */
  onModelReplyRejected?: (problem: ModelReplyProblem) => void;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** One chat turn's dependencies, as the endpoint and the terminal chat both run it. */
export const chatTurnDeps = ({ db, gazetteer, clock, settings, luna }: FunctionsDeps & { luna: LunaServices }): LunaDeps => ({
  ...luna,
  db,
  places: gazetteer,
  clock,
  siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL,
  secret: settings.ACCESS_TOKEN_SECRET,
});
