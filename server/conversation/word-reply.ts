import { CHAT_TIMEOUT_MS, type LanguageModel, LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE, sanitiseAssistantText, shapeReply } from '../../domain/kernel';
import type { ConversationSnapshot, ReplyPlan } from '../../domain/conversation';
import { factLines, lunaChatMessages, lunaSystemPrompt, modelReplyProblem, type ModelReplyProblem } from '../../domain/conversation';

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
  /** A model reply that was not used because it invented a date or a sign, or said it is an AI. */
  onRejected?: (problem: ModelReplyProblem) => void;
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
 * A plan with fixed wording (care in a crisis) is said as written, without asking the model.
 */
export const wordReply = async ({ model, plan, snapshot, brandName, history, onFailure, onRejected }: WordingInput): Promise<WordedReply> => {
  // Care for a visitor in danger is never reworded: a model could drop or garble a help line.
  if (model === null || plan.fixedWording) return { text: plan.text, model: 'scripted' };
  const c = snapshot.context;
  const own = c.readingSigns;
  const facts = { scripted: plan.text, readingSigns: own };
  const systemPrompt = lunaSystemPrompt({
    brandName,
    persona: c.persona,
    insights: {
      firstName: c.firstName ?? undefined,
      hasReading: c.readingUrl !== null,
      ...(own === null ? {} : { moonSign: own.moonSign, sunSign: own.sunSign, moonPhase: own.moonPhase }),
    },
    instruction: [
      plan.instruction,
      'The reply the guide would give by default is below; improve its warmth, keep its meaning and every line marked FIXED word for word.',
      'Dates, times and signs come only from the lines marked FACT or the default reply: never name another date, weekday, span of days or sign, and never say what you are beyond being Luna.',
      ...factLines(facts).map((line) => `FACT: ${line}`),
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
    // Dates and signs are ours: a reply that invents one, or says it is an AI, gives way to the scripted words.
    const problem = modelReplyProblem(text, facts);
    if (problem !== null) {
      onRejected?.(problem);
      return { text: plan.text, model: 'scripted' };
    }
    return { text: shapeReply(sanitiseAssistantText(withFixedLines(text.trim(), plan.fixedLines))), model: model.name };
  } catch (error) {
    onFailure?.(error);
    return { text: plan.text, model: 'scripted' };
  }
};
