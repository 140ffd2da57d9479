import type { RequestHandler, Response } from 'express';
import {
  AGENT_AUTHENTICATION_FAILURE,
  LUNA_EMPTY_RESPONSE_MESSAGE,
  LUNA_UNAVAILABLE_MESSAGE,
  type LunaChatResponse,
  lunaChatRequest,
} from '../../domain/contracts/luna-chat.contract';
import { sanitiseAssistantText, shapeReply } from '../../domain/chat-text';
import { careInCrisis } from '../../domain/luna';
import { lunaChatMessages, lunaInsightsFrom, lunaPersonaFrom, lunaSystemPrompt } from '../../domain/luna-prompt';
import { CHAT_TIMEOUT_MS, type LanguageModel, LlmFailure, type LlmFailureKind } from '../../domain/ports/llm';
import { functionRefusal, parseOrRefuse } from './function-errors';

export interface LunaChatDeps {
  model: LanguageModel;
  brandName: string;
  /** The whole model call; SPEC §9's 28 s unless a test needs less. */
  timeoutMs?: number;
}

/** SPEC §7, §8: how each model failure reaches the widget. */
const REFUSALS: Readonly<Record<LlmFailureKind, { status: number; error: string }>> = {
  authentication: { status: 500, error: AGENT_AUTHENTICATION_FAILURE },
  timeout: { status: 504, error: LUNA_UNAVAILABLE_MESSAGE },
  empty: { status: 502, error: LUNA_EMPTY_RESPONSE_MESSAGE },
  rate_limited: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
  unavailable: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
  refused: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
};

/** An abort signal for when the visitor hangs up before Luna answers, so the model call stops too. */
const visitorGone = (res: Response): AbortSignal => {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
};

/**
 * POST luna-chat: the fallback chat call. The server writes Luna's system prompt (rules,
 * persona, what the context says about the visitor); the body's own system messages are not
 * passed on. The reply is cleaned (SPEC §1) and shaped before it leaves.
 */
export const lunaChat =
  ({ model, brandName, timeoutMs = CHAT_TIMEOUT_MS }: LunaChatDeps): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(lunaChatRequest, req.body);
    const persona = lunaPersonaFrom(body.messages, body.user_context);
    // A visitor in danger gets the care answer as written, never a model's wording of it.
    const care = careInCrisis(body.messages.filter((m) => m.role === 'user').map((m) => m.content));
    if (care !== null) {
      const answer: LunaChatResponse = { response: care, persona };
      res.json(answer);
      return;
    }
    const systemPrompt = lunaSystemPrompt({ brandName, persona, insights: lunaInsightsFrom(body.user_context) });
    let text: string;
    try {
      text = await model.complete({
        messages: lunaChatMessages({ systemPrompt, history: body.messages }),
        temperature: body.temperature,
        maxTokens: body.max_tokens,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), visitorGone(res)]),
      });
    } catch (error) {
      const kind: LlmFailureKind = error instanceof LlmFailure ? error.kind : 'unavailable';
      // The log keeps the kind and our own message; the provider's text (which may quote the key) stays out.
      res.err = new Error(`luna-chat ${model.name}: ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      throw functionRefusal(REFUSALS[kind].status, REFUSALS[kind].error);
    }
    const reply = shapeReply(sanitiseAssistantText(text));
    if (reply === '') {
      res.err = new Error(`luna-chat ${model.name}: empty`);
      throw functionRefusal(REFUSALS.empty.status, REFUSALS.empty.error);
    }
    const answer: LunaChatResponse = { response: reply, persona };
    res.json(answer);
  };
