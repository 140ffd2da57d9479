import { sanitiseAssistantText, shapeReply } from '../../domain/chat-text';
import type { ConversationSnapshot, ReplyPlan } from '../../domain/luna';
import { lunaChatMessages, lunaSystemPrompt } from '../../domain/luna-prompt';
import { CHAT_TIMEOUT_MS, LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE, type LanguageModel } from '../../domain/ports/llm';

export interface WordedReply {
  text: string;
  /** 'scripted', or the model's name when its wording was used. */
  model: string;
}

export interface WordingInput {
  model: LanguageModel | null;
  plan: ReplyPlan;
  snapshot: ConversationSnapshot;
  brandName: string;
  history: readonly { role: string; content: string }[];
  onFailure?: (error: unknown) => void;
}

/** A model's wording is used only when it keeps every fixed line; otherwise the lines are added back. */
const withFixedLines = (text: string, fixedLines: readonly string[]): string => {
  const missing = fixedLines.filter((line) => !text.includes(line));
  return missing.length === 0 ? text : [...missing, text].join('\n\n');
};

/**
 * The reply's words: the scripted Luna's, or a model's when one is configured. A model that
 * fails, times out (28 s) or answers nothing leaves the scripted words in place, so the
 * visitor always gets an answer. Either way the text passes the sanitiser and the shaping.
 */
export const wordReply = async ({ model, plan, snapshot, brandName, history, onFailure }: WordingInput): Promise<WordedReply> => {
  if (model === null) return { text: plan.text, model: 'scripted' };
  const c = snapshot.context;
  const systemPrompt = lunaSystemPrompt({
    brandName,
    persona: c.persona,
    insights: { firstName: c.firstName ?? undefined, hasReading: c.readingUrl !== null },
    instruction: [
      plan.instruction,
      'The reply the guide would give by default is below; improve its warmth, keep its meaning and every line marked FIXED word for word.',
      ...plan.fixedLines.map((line) => `FIXED: ${line}`),
      `DEFAULT REPLY: ${plan.text}`,
    ].join('\n'),
  });
  try {
    const text = await model.complete({
      messages: lunaChatMessages({ systemPrompt, history }),
      temperature: LUNA_CHAT_TEMPERATURE,
      maxTokens: LUNA_CHAT_MAX_TOKENS,
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
    });
    return { text: shapeReply(sanitiseAssistantText(withFixedLines(text.trim(), plan.fixedLines))), model: model.name };
  } catch (error) {
    onFailure?.(error);
    return { text: plan.text, model: 'scripted' };
  }
};
