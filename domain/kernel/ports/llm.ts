/**
 * The language model port: Luna's wording when a real model is configured. The embedded
 * default needs no model at all (the scripted replies in domain/luna), so this port is only
 * ever an addition to an answer the server could already give.
 */
export type LlmRole = 'system' | 'user' | 'assistant';

export interface LlmMessage {
  role: LlmRole;
  content: string;
}

export interface LlmRequest {
  messages: readonly LlmMessage[];
  temperature: number;
  maxTokens: number;
  /** Aborts the call (the chat's 28 s time-out, or the visitor went away). */
  signal?: PlatformAbortSignal;
}

/**
 * The platform's AbortSignal (Node's on the server), which the server makes and the model adapter
 * obeys. The domain compiles with neither DOM nor Node types (ADR 030), and there this is `never`:
 * nothing in domain/ makes, reads or passes on a signal.
 */
export type PlatformAbortSignal = typeof globalThis extends { readonly AbortSignal: { readonly prototype: infer Signal } } ? Signal : never;

/** Why a model call gave no text; the server maps each kind to its fallback. */
export type LlmFailureKind = 'timeout' | 'authentication' | 'rate_limited' | 'unavailable' | 'empty' | 'refused';

export class LlmFailure extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmFailure';
  }
}

export interface LanguageModel {
  /** For logs and the health answer: 'openai:gpt-4o-mini', 'scripted'. */
  readonly name: string;
  /** The reply text, or a rejection with an LlmFailure. */
  complete(request: LlmRequest): Promise<string>;
}

/** §7, §9: the fallback chat call's settings and the chat time-out. */
export const LUNA_CHAT_TEMPERATURE = 0.8;
export const LUNA_CHAT_MAX_TOKENS = 500;
export const CHAT_TIMEOUT_MS = 28_000;
