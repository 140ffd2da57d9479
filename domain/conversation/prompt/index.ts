/** Luna's words for a language model: the system prompt and the messages sent with it. */
export { INSIGHT_MAX_LENGTH, LUNA_RULES_HEADING, lunaSystemPrompt } from './system-prompt';
export type { LunaInsights, LunaPromptInput } from './system-prompt';
export { lunaChatMessages } from './chat-messages';
export type { HistoryMessage, LunaChatMessagesInput } from './chat-messages';
export { lunaInsightsFrom, lunaPersonaFrom } from './insights';
export { daysNamed, factLines, modelReplyProblem, type ModelReplyProblem, type TurnFacts } from './model-facts';
